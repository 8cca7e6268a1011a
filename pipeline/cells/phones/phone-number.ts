/**
 * What a stretch of a directory's contact cell is besides one Chilean number (a number with its
 * area code left to the one before it, another country's number, an unassigned range), and the
 * area code of a number. Reading one number, in today's form or an old one, is
 * shared/chilean-phone.ts's, which the local server's inbox uses too.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AREA_CODES, type NumberRead, readNumber, withoutLabels } from '../../../shared/chilean-phone.ts';
import type { Phone } from '../../schema/contact.ts';

/** True when the text is a Chilean number of a possible length whose range the numbering plan does not assign (`9 1234 5678`). */
export function unassignedRange(text: string): boolean {
  const number = parsePhoneNumberFromString(withoutLabels(text).body, 'CL');
  return number !== undefined && number.countryCallingCode === '56' && number.isPossible() && !number.isValid();
}

/** The area code of a Chilean fixed-line number (`2` for Santiago, `45`…); null for a mobile or special number. */
export function areaOf(phone: Phone): string | null {
  const national = phone.e164.slice(3);
  if (national.startsWith('2')) return '2';
  const area = national.slice(0, 2);
  return AREA_CODES.has(area) ? area : null;
}

/**
 * A local number written without its area code right after a number that has one
 * (`(45) 882846 / 882847`): read with that area code, as a person reads the list; null otherwise.
 */
export function withSharedArea(text: string, area: string): NumberRead | null {
  const { body, ext } = withoutLabels(text);
  const digits = /^[\d\s.-]+$/.test(body) ? body.replace(/\D/g, '') : '';
  const lengths = area === '2' ? [7, 8] : [6, 7];
  if (!lengths.includes(digits.length)) return null;
  const read = readNumber(`(${area}) ${digits}${ext === undefined ? '' : ` anexo ${ext}`}`);
  return read?.kind === 'sure' ? read : null;
}

/** A valid number of another country (`+51 987 654 321`), written as that country groups it; null for any other text. */
export function foreignNumber(text: string): string | null {
  const number = parsePhoneNumberFromString(withoutLabels(text).body, 'CL');
  return number !== undefined && number.countryCallingCode !== '56' && number.isValid() ? number.formatInternational() : null;
}
