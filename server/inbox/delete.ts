import { FORM_NAMES, type FormName } from '../../shared/forms.ts';
import { perForm } from './expiry.ts';
import { quarantinedText, readQuarantine, rewriteQuarantine } from './quarantine.ts';
import { type InboxRecord, rewriteRecords } from './store.ts';

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

/** True when a line of the quarantine mentions this address anywhere, in any case: it is not a submission, so it is searched as text. */
export function mentionsEmail(text: string, email: string): boolean {
  return text.toLowerCase().includes(normalEmail(email));
}

/** How many lines of the quarantine mention this address (an export names them, and does not export them). */
export async function quarantinedWith(dir: string, email: string): Promise<number> {
  return (await readQuarantine(dir)).filter((entry) => mentionsEmail(quarantinedText(entry), email)).length;
}

export interface DeletionResult {
  /** Submissions with the address removed, per form. */
  removed: Record<FormName, number>;
  /** Lines of the quarantine that mentioned the address, removed (those the rewrites of the forms' files had just set aside included). */
  fromQuarantine: number;
}

/**
 * Deletes every submission with this address, in every form (or in the given ones), then every
 * line of the quarantine whose text mentions it; says how many went from each.
 */
export async function deleteByEmail(dir: string, email: string, forms: readonly FormName[] = FORM_NAMES): Promise<DeletionResult> {
  const removed = perForm();
  for (const form of forms) removed[form] = (await rewriteRecords(dir, form, (record) => !hasEmail(record, email))).removed;
  const fromQuarantine = (await rewriteQuarantine(dir, (entry) => !(forms.includes(entry.form) && mentionsEmail(quarantinedText(entry), email)))).removed;
  return { removed, fromQuarantine };
}
