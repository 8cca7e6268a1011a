import { type ChileanPhone, readNumber } from '../../shared/chilean-phone.ts';
import { FORM_NAMES, type FormName, PHONE_FIELDS } from '../../shared/forms.ts';
import { perForm } from './expiry.ts';
import { quarantinedText, readQuarantine, rewriteQuarantine } from './quarantine.ts';
import { type InboxRecord, rewriteRecords } from './store.ts';

/**
 * The family a request for its data is about, by the address or the phone number it gave: how
 * to find it in a submission and in a line of the quarantine, and how the messages name it.
 */
export interface Family {
  /** The address as typed, or the number in its international form (`+56 9 8765 4321`). */
  label: string;
  /** True when a submission of `form` holds it. */
  inRecord: (record: InboxRecord, form: FormName) => boolean;
  /** True when a line of the quarantine mentions it: such a line is not a submission, so it is searched as text. */
  inText: (text: string) => boolean;
}

/** An address as compared: without spaces around it, in lower case. */
function normalEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * True when any field of the submission holds this address (the forms name it `emailForm`,
 * `emailform`, `emailTutor` or `email`; any field counts, so a form added later is covered too).
 */
export function hasEmail(record: InboxRecord, email: string): boolean {
  const wanted = normalEmail(email);
  return Object.values(record.data).some((value) => typeof value === 'string' && normalEmail(value) === wanted);
}

/** True when a line of the quarantine mentions this address anywhere, in any case. */
export function mentionsEmail(text: string, email: string): boolean {
  return text.toLowerCase().includes(normalEmail(email));
}

/** The family that gave this address (checked by the caller). */
export function byEmail(email: string): Family {
  return { label: email, inRecord: (record) => hasEmail(record, email), inText: (text) => mentionsEmail(text, email) };
}

/** The number a text is, as E.164, when it reads as one Chilean number for sure (shared/chilean-phone.ts); null otherwise. */
function e164Of(text: string): string | null {
  const read = readNumber(text);
  return read?.kind === 'sure' ? read.phone.e164 : null;
}

/**
 * True when a phone field of the submission's form (PHONE_FIELDS) holds this number, however it
 * was written (`+56 9 8765 4321`, `98765 4321`, `(09) 8765-4321`…). Only those fields: a birth
 * date such as `2019-03-11` would read as a Santiago number.
 */
export function hasPhone(record: InboxRecord, form: FormName, phone: ChileanPhone): boolean {
  return PHONE_FIELDS[form].some((field) => {
    const value = record.data[field];
    return (typeof value === 'string' || typeof value === 'number') && e164Of(String(value)) === phone.e164;
  });
}

/** Stretches of a text a number may be written in: digits, with what a number is written with between them. */
const NUMBER_LIKE = /\+?[\d(][\d\s().-]*\d/g;
/** Most words of a stretch read together as one number (`+56 9 8765 4321` has four). */
const MOST_WORDS = 6;
/** A date as the inbox stores them (`2026-12-04`): eight digits starting with 2 would read as a Santiago number. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True when a line of the quarantine mentions this number in any spelling: some run of the words
 * of a stretch of digits (a date left out) reads as it.
 */
export function mentionsPhone(text: string, phone: ChileanPhone): boolean {
  for (const [stretch] of text.matchAll(NUMBER_LIKE)) {
    const words = stretch.split(/\s+/);
    for (let start = 0; start < words.length; start++) {
      for (let end = start + 1; end <= Math.min(words.length, start + MOST_WORDS); end++) {
        const candidate = words.slice(start, end).join(' ');
        if (!ISO_DATE.test(candidate) && e164Of(candidate) === phone.e164) return true;
      }
    }
  }
  return false;
}

/** The family that gave this number. */
export function byPhone(phone: ChileanPhone): Family {
  return { label: phone.display, inRecord: (record, form) => hasPhone(record, form, phone), inText: (text) => mentionsPhone(text, phone) };
}

/** How many lines of the quarantine mention the family (an export names them, and does not export them). */
export async function quarantinedWith(dir: string, family: Family): Promise<number> {
  return (await readQuarantine(dir)).filter((entry) => family.inText(quarantinedText(entry))).length;
}

export interface DeletionResult {
  /** The family's submissions removed, per form. */
  removed: Record<FormName, number>;
  /** Lines of the quarantine that mentioned the family, removed (those the rewrites of the forms' files had just set aside included). */
  fromQuarantine: number;
}

/**
 * Deletes every submission of the family, in every form (or in the given ones), then every line
 * of the quarantine whose text mentions it; says how many went from each.
 */
export async function deleteFamily(dir: string, family: Family, forms: readonly FormName[] = FORM_NAMES): Promise<DeletionResult> {
  const removed = perForm();
  for (const form of forms) removed[form] = (await rewriteRecords(dir, form, (record) => !family.inRecord(record, form))).removed;
  const fromQuarantine = (await rewriteQuarantine(dir, (entry) => !(forms.includes(entry.form) && family.inText(quarantinedText(entry))))).removed;
  return { removed, fromQuarantine };
}
