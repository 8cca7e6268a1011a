import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Phone } from '../schema/contact.ts';
import { type FieldFinding, finding } from '../schema/finding.ts';
import { cleanCell, isPlaceholder, isSpreadsheetError, protectErrors, restoreErrors } from './text.ts';

/** Splits a cell on `/`, `;`, `,`, a line break and the word ` y `; parts are trimmed (so spaces beyond the one around `y` go too) and empty parts dropped. */
export function splitList(text: string): string[] {
  return protectErrors(text)
    .split(/[/;,\n]|\sy\s/i)
    .map((part) => restoreErrors(part).trim())
    .filter((part) => part !== '');
}

/** A valid number as libphonenumber-js reads it for Chile; `anexo`/`int.`/`interno` extensions kept in the display text. */
export function parseOnePhone(part: string): Phone | null {
  const number = parsePhoneNumberFromString(part.replace(/\binterno\b/gi, 'anexo'), 'CL');
  if (number === undefined || !number.isValid()) return null;
  let base = number.formatInternational({ formatExtension: (formatted) => formatted });
  const national = number.nationalNumber;
  // The metadata has no grouping rule for some mobile ranges (e.g. 9 1xxx xxxx): every Chilean
  // mobile is written 9 xxxx xxxx, as the metadata groups the others.
  if (number.countryCallingCode === '56' && /^9\d{8}$/.test(national)) {
    base = `+56 9 ${national.slice(1, 5)} ${national.slice(5)}`;
  }
  const display = number.ext === undefined ? base : `${base} anexo ${number.ext}`;
  return { e164: number.number, display };
}

/** What an old-format reading gives: a sure rewrite, or a likely one to verify. */
type OldReading = { sure: Phone; why: string } | { likely: Phone; why: string };

/**
 * Numbers written as before Chile's 2012–2013 numbering change:
 * - `09 8765 4321` (the old `09` mobile prefix before 8 digits) is `+56 9 8765 4321`: sure;
 * - eight digits starting with 2 (`2234 5678`, or `(2) 234 5678` with the old area code) is a
 *   Santiago number: both readings give `+56 2 2234 5678`, so it is sure;
 * - eight digits starting with 5–9 (`8765 4321`) is most likely an old mobile number, but a
 *   number with a digit missing looks the same: only likely, to verify.
 */
function oldFormat(part: string): OldReading | null {
  // Only digits, spaces, dots, dashes and brackets (no words, no `+`).
  if (!/^[\d\s().-]+$/.test(part)) return null;
  const digits = part.replace(/\D/g, '');
  const mobile09 = /^09([5-9]\d{7})$/.exec(digits)?.[1];
  if (mobile09 !== undefined) {
    const phone = parseOnePhone(`+56 9 ${mobile09}`);
    return phone ? { sure: phone, why: 'prefijo móvil antiguo 09: desde 2012 los móviles llevan un 9 delante' } : null;
  }
  const santiago = /^2(\d{7})$/.exec(digits)?.[1];
  if (santiago !== undefined) {
    const phone = parseOnePhone(`+56 2 2${santiago}`);
    return phone ? { sure: phone, why: 'número de Santiago de 8 dígitos: desde 2013 lleva el código de área 2 delante' } : null;
  }
  const eight = /^([5-9]\d{7})$/.exec(digits)?.[1];
  if (eight !== undefined) {
    const phone = parseOnePhone(`+56 9 ${eight}`);
    return phone ? { likely: phone, why: 'ocho dígitos: puede ser un móvil anterior a 2012 (hoy con un 9 delante) o un número incompleto' } : null;
  }
  return null;
}

/**
 * One part read as exactly two valid numbers split at a space or ` - ` (e.g. `987654321 223456789`),
 * or null. The part comes from a cleaned cell: single spaces.
 */
function twoNumbers(part: string): [Phone, Phone] | null {
  const dashed = part.split(/ [-–] /);
  if (dashed.length === 2) {
    const [a, b] = dashed.map(parseOnePhone);
    if (a && b) return [a, b];
  }
  const readings = new Map<string, [Phone, Phone]>();
  for (let at = part.indexOf(' '); at !== -1; at = part.indexOf(' ', at + 1)) {
    const a = parseOnePhone(part.slice(0, at));
    const b = a ? parseOnePhone(part.slice(at + 1)) : null;
    if (a && b) readings.set(`${a.display} ${b.display}`, [a, b]);
  }
  // Only when every cut that works gives the same two numbers: otherwise the digits could be grouped either way.
  const [only, ...others] = readings.values();
  return others.length === 0 ? (only ?? null) : null;
}

/**
 * Parses the `contacto` cell into valid phone numbers. Placeholders (`sin teléfono`, `s/n`, `-`)
 * are an empty cell; error cells and unreadable parts are findings; old formats are rewritten
 * when sure and flagged to verify when only likely; a cell with several numbers gets a
 * `phone-split` note. Identical numbers are kept once.
 */
export function parsePhones(raw: string, field = 'contacto'): { phones: Phone[]; findings: FieldFinding[] } {
  const cell = cleanCell(raw);
  const phones: Phone[] = [];
  const findings: FieldFinding[] = [];
  if (cell === null) return { phones, findings };
  if (isSpreadsheetError(cell)) {
    findings.push(finding('phone-error-cell', { field, raw: cell, message: `Celda con error de planilla: "${cell}"` }));
    return { phones, findings };
  }
  if (isPlaceholder(cell)) return { phones, findings };
  const seen = new Set<string>();
  const keep = (phone: Phone) => {
    if (seen.has(phone.display)) return;
    seen.add(phone.display);
    phones.push(phone);
  };
  for (const part of splitList(cell)) {
    if (isSpreadsheetError(part)) {
      findings.push(finding('phone-error-cell', { field, raw: part, message: `Celda con error de planilla: "${part}"` }));
      continue;
    }
    if (isPlaceholder(part)) continue;
    const single = parseOnePhone(part);
    if (single) {
      keep(single);
      continue;
    }
    const old = oldFormat(part);
    if (old && 'sure' in old) {
      keep(old.sure);
      findings.push(finding('phone-old-format', { field, raw: part, fixed: old.sure.e164, message: `Teléfono "${part}" escrito en el formato anterior (${old.why}); queda ${old.sure.display}` }));
      continue;
    }
    if (old) {
      findings.push(
        finding('phone-verify', {
          field,
          raw: part,
          message: `Teléfono "${part}" no se publica: ${old.why}. Si es un móvil, escríbalo ${old.likely.display}`,
          considered: [`${old.likely.display} (móvil antiguo con el 9 delante)`, 'un número al que le falta un dígito'],
          candidates: [cell.replace(part, old.likely.display)],
        }),
      );
      continue;
    }
    const pair = twoNumbers(part);
    if (pair) {
      for (const phone of pair) keep(phone);
      continue;
    }
    findings.push(finding('phone-invalid', { field, raw: part, message: `Teléfono no válido: "${part}"` }));
  }
  if (phones.length > 1) {
    findings.push(finding('phone-split', { field, raw: cell, fixed: phones.map((phone) => phone.e164).join(', '), message: `Varios teléfonos en una celda: "${cell}"` }));
  }
  return { phones, findings };
}
