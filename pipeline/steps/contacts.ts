import { Metadata, parsePhoneNumberFromString } from 'libphonenumber-js';
import isEmail from 'validator/lib/isEmail.js';
import type { Phone } from '../schema/contact.ts';
import type { FieldFinding } from '../schema/finding.ts';
import { memoize } from './memo.ts';
import { cleanCell, foldKey, isSpreadsheetError } from './text.ts';

/** Cells that mean "no data": treated like an empty cell, without a finding. */
const PLACEHOLDERS = new Set(['', 's i', 'n a', 's n', 'sin informacion', 'sin info', 'no tiene', 'no aplica']);

function isPlaceholder(cell: string): boolean {
  return /^[-–—\s]+$/.test(cell) || PLACEHOLDERS.has(foldKey(cell));
}

/** Error values that contain a separator; they are protected so `#N/A` is not split into `#N` and `A`. */
const GUARDED_ERRORS: readonly [RegExp, string][] = [
  [/#N\/A/gi, '\u0000NA\u0000'],
  [/#DIV\/0!/gi, '\u0000DIV0\u0000'],
];

/** Splits a cell on `/`, `;`, `,` and the word ` y `; parts are trimmed and empty parts dropped. */
export function splitList(text: string): string[] {
  let guarded = text;
  for (const [pattern, token] of GUARDED_ERRORS) guarded = guarded.replace(pattern, token);
  return guarded
    .split(/[/;,]|\s+y\s+/i)
    .map((part) => part.replace(/\u0000NA\u0000/g, '#N/A').replace(/\u0000DIV0\u0000/g, '#DIV/0!').trim())
    .filter((part) => part !== '');
}

function finding(
  field: string,
  code: string,
  severity: FieldFinding['severity'],
  raw: string | null,
  fixed: string | null,
  message: string,
): FieldFinding {
  return { field, code, severity, raw, fixed, message };
}

function errorCell(field: string, code: string, text: string): FieldFinding {
  return finding(field, code, 'error', text, null, `Celda con error de planilla: "${text}"`);
}

/** The parts of the metadata's format rules used here (not in the library's published types). */
interface FormatRule {
  pattern(): string;
  internationalFormat(): string;
  leadingDigitsPatterns(): string[];
}

/**
 * Chile's number formats from the same metadata the parser uses, in its order of preference;
 * null (and every number goes to the general parser) if a library update changes their shape.
 */
const CHILE_FORMATS = (() => {
  const metadata = new Metadata();
  metadata.selectNumberingPlan('CL');
  const plan = metadata.numberingPlan as unknown as { formats?: () => FormatRule[] } | undefined;
  if (typeof plan?.formats !== 'function') return null;
  return plan.formats().map((format) => {
    const leading = format.leadingDigitsPatterns();
    return {
      leading: leading.length > 0 ? new RegExp(`^(?:${leading[leading.length - 1]})`) : null,
      pattern: new RegExp(`^(?:${format.pattern()})$`),
      international: format.internationalFormat(),
    };
  });
})();

/** `+56` or nothing, then only digits, spaces, dots, dashes and brackets: the shape most cells have. */
const PLAIN_CHILEAN = /^(\+56)?[\d\s().-]+$/;

/**
 * The common case without the general parser: a plain Chilean number of nine digits starting
 * with 2–9 (valid by the metadata's national pattern `[2-9]\d{8}`), formatted with the
 * metadata's first matching format. Returns undefined for anything else, which then goes to
 * the general parser; a test checks both give the same result on every prefix and shape.
 */
export function parsePlainChileanPhone(part: string): Phone | undefined {
  const shape = CHILE_FORMATS === null ? null : PLAIN_CHILEAN.exec(part);
  if (shape === null) return undefined;
  const digits = part.replace(/\D/g, '');
  // With `+56`, or 56 typed without the plus before the nine digits (a common export shape).
  const national = shape[1] !== undefined || (digits.length === 11 && digits.startsWith('56')) ? digits.slice(2) : digits;
  if (national.length !== 9 || national < '2' || (national === digits && digits.startsWith('56'))) return undefined;
  let display = `+56 ${national}`;
  for (const format of CHILE_FORMATS ?? []) {
    if (format.leading !== null && !format.leading.test(national)) continue;
    if (!format.pattern.test(national)) continue;
    display = `+56 ${national.replace(format.pattern, format.international)}`;
    break;
  }
  if (display === `+56 ${national}` && national.startsWith('9')) display = `+56 9 ${national.slice(1, 5)} ${national.slice(5)}`;
  return { e164: `+56${national}`, display };
}

/** Parses one number; `anexo`/`int.`/`interno` extensions are kept in the display text only. */
function parseOnePhone(part: string): Phone | null {
  return parsePlainChileanPhone(part) ?? parseAnyPhone(part);
}

/** The general parser, for any shape the plain path does not take. */
export function parseAnyPhone(part: string): Phone | null {
  const number = parsePhoneNumberFromString(part.replace(/\binterno\b/gi, 'anexo'), 'CL');
  if (number === undefined || !number.isValid()) return null;
  let base = number.formatInternational({ formatExtension: (formatted) => formatted });
  const national = number.nationalNumber;
  // The metadata has no grouping rule for some mobile ranges (e.g. 9 1xxx xxxx): group them like the rest.
  if (number.countryCallingCode === '56' && /^9\d{8}$/.test(national) && base === `+56 ${national}`) {
    base = `+56 9 ${national.slice(1, 5)} ${national.slice(5)}`;
  }
  const display = number.ext === undefined ? base : `${base} anexo ${number.ext}`;
  return { e164: number.number, display };
}

/** One part of a cell; when it fails as a whole, `A - B` is tried as two numbers. */
function parsePhonePart(part: string): Phone[] | null {
  const single = parseOnePhone(part);
  if (single !== null) return [single];
  const pieces = part.split(/\s+[-–]\s+/);
  if (pieces.length < 2) return null;
  const phones = pieces.map(parseOnePhone);
  return phones.every((phone): phone is Phone => phone !== null) ? phones : null;
}

/**
 * Parses the `contacto` cell into valid phone numbers. Invalid parts and error cells become findings;
 * a cell with several numbers gets a `phone-split` note. Identical numbers are kept once.
 */
export function parsePhones(raw: string, field = 'contacto'): { phones: Phone[]; findings: FieldFinding[] } {
  const cell = cleanCell(raw);
  const phones: Phone[] = [];
  const findings: FieldFinding[] = [];
  if (cell === null) return { phones, findings };
  if (isSpreadsheetError(cell)) {
    findings.push(errorCell(field, 'phone-error-cell', cell));
    return { phones, findings };
  }
  if (isPlaceholder(cell)) return { phones, findings };
  const seen = new Set<string>();
  for (const part of splitList(cell)) {
    if (isSpreadsheetError(part)) {
      findings.push(errorCell(field, 'phone-error-cell', part));
      continue;
    }
    const parsed = parsePhonePart(part);
    if (parsed === null) {
      findings.push(finding(field, 'phone-invalid', 'error', part, null, `Teléfono no válido: "${part}"`));
      continue;
    }
    for (const phone of parsed) {
      const key = phone.display;
      if (seen.has(key)) continue;
      seen.add(key);
      phones.push(phone);
    }
  }
  if (phones.length > 1) {
    const fixed = phones.map((phone) => phone.e164).join(', ');
    findings.push(finding(field, 'phone-split', 'info', cell, fixed, `Varios teléfonos en una celda: "${cell}"`));
  }
  return { phones, findings };
}

const EMAIL_OPTIONS = { require_tld: true, allow_utf8_local_part: false, allow_ip_domain: false } as const;

/** Removes `mailto:`, a display name with `<…>`, surrounding quotes or brackets, and trailing dots. */
function stripEmailNoise(text: string): string {
  let current = text.trim();
  for (;;) {
    const named = /^[^<>@]*<([^<>]+)>$/.exec(current);
    const next = (named?.[1] ?? current)
      .trim()
      .replace(/^mailto:/i, '')
      .replace(/^[<"'“”‘’«(\[]+/, '')
      .replace(/[>"'“”‘’»)\]]+$/, '')
      .replace(/\.+$/, '')
      .trim();
    if (next === current) return current;
    current = next;
  }
}

/**
 * The usual shape of an address: ASCII letters, digits, `.`, `_`, `%`, `+` and `-` in the local
 * part (no dot first, last or doubled), domain labels of letters, digits and inner hyphens, and
 * an alphabetic TLD. Every such address passes the full check below (a test holds both to it),
 * so only the unusual ones pay for it.
 */
const PLAIN_EMAIL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isPlainEmail(address: string): boolean {
  if (address.length > 254 || !PLAIN_EMAIL.test(address)) return false;
  const at = address.indexOf('@');
  return at <= 64;
}

/** True for an address with a valid local part, domain and alphabetic TLD of 2+ letters. */
function isValidEmail(address: string): boolean {
  if (isPlainEmail(address)) return true;
  if (!isEmail(address, EMAIL_OPTIONS)) return false;
  const tld = address.slice(address.lastIndexOf('.') + 1);
  return /^[a-z]{2,}$/i.test(tld);
}

/** Lower-cases the domain; the local part is kept as typed. */
function lowerDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return address.slice(0, at + 1) + address.slice(at + 1).toLowerCase();
}

/** Splits a part on whitespace only when every piece looks like an address (`a@b.cl c@d.cl`). */
function splitOnSpaces(part: string): string[] {
  const pieces = part.split(/\s+/);
  return pieces.length > 1 && pieces.every((piece) => piece.includes('@')) ? pieces : [part];
}

/**
 * Parses the `correo` cell into valid addresses (domain lower-cased). Malformed addresses and error
 * cells become findings; stripped noise is reported; several addresses get an `email-split` note.
 */
export function parseEmails(raw: string, field = 'correo'): { emails: string[]; findings: FieldFinding[] } {
  const cell = cleanCell(raw);
  const emails: string[] = [];
  const findings: FieldFinding[] = [];
  if (cell === null) return { emails, findings };
  if (isSpreadsheetError(cell)) {
    findings.push(errorCell(field, 'email-error-cell', cell));
    return { emails, findings };
  }
  if (isPlaceholder(cell)) return { emails, findings };
  const seen = new Set<string>();
  for (const piece of splitList(cell).flatMap(splitOnSpaces)) {
    if (isSpreadsheetError(piece)) {
      findings.push(errorCell(field, 'email-error-cell', piece));
      continue;
    }
    const stripped = stripEmailNoise(piece);
    if (!isValidEmail(stripped)) {
      findings.push(finding(field, 'email-invalid', 'error', piece, null, `Correo no válido: "${piece}"`));
      continue;
    }
    const address = lowerDomain(stripped);
    if (stripped !== piece) {
      findings.push(
        finding(field, 'email-normalised', 'warning', piece, address, `Correo corregido: "${piece}" → "${address}"`),
      );
    }
    const key = address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    emails.push(address);
  }
  if (emails.length > 1) {
    const fixed = emails.join(', ');
    findings.push(finding(field, 'email-split', 'info', cell, fixed, `Varios correos en una celda: "${cell}"`));
  }
  return { emails, findings };
}

/** Splits the `supervisor` cell on `/` only; spaces collapsed, empty parts, `-` and error cells dropped. */
export function splitSupervisors(raw: string): string[] {
  if (isSpreadsheetError(raw)) return [];
  return raw
    .split('/')
    .map((name) => name.replace(/\s+/g, ' ').trim())
    .filter((name) => name !== '' && name !== '-');
}

/**
 * The three cell readers above, cached per distinct cell text for the row mapper: an export
 * repeats a company's phones, addresses and contact names on each of its points. The results
 * are shared between rows, so they are frozen.
 */
export const contactCells = {
  phones: memoize((raw: string) => freezeResult(parsePhones(raw))),
  emails: memoize((raw: string) => freezeResult(parseEmails(raw))),
  supervisors: memoize((raw: string) => Object.freeze(splitSupervisors(raw)) as string[]),
};

function freezeResult<T extends { findings: FieldFinding[] }>(result: T): T {
  for (const value of Object.values(result)) {
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) Object.freeze(item);
      Object.freeze(value);
    }
  }
  return Object.freeze(result);
}
