import { parsePhoneNumberFromString } from 'libphonenumber-js';
import isEmail from 'validator/lib/isEmail.js';
import type { Phone } from '../schema/contact.ts';
import type { FieldFinding } from '../schema/finding.ts';
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

/** Parses one number; `anexo`/`int.`/`interno` extensions are kept in the display text only. */
function parseOnePhone(part: string): Phone | null {
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

/** True for an address with a valid local part, domain and alphabetic TLD of 2+ letters. */
function isValidEmail(address: string): boolean {
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
