import { type NumberRead, readNumber } from '../../../shared/chilean-phone.ts';
import { type FieldFinding, finding } from '../../findings/finding.ts';
import type { Phone } from '../../schema/contact.ts';
import { cleanCell, isPlaceholder, isSpreadsheetError, protectErrors, restoreErrors } from '../clean-cell.ts';
import { areaOf, foreignNumber, unassignedRange, withSharedArea } from './phone-number.ts';

/** Splits a cell on `/`, `;`, `,`, a line break and the word ` y `; parts are trimmed (so spaces beyond the one around `y` go too) and empty parts dropped. */
export function splitList(text: string): string[] {
  return protectErrors(text)
    .split(/[/;,\n]|\sy\s/i)
    .map((part) => restoreErrors(part).trim())
    .filter((part) => part !== '');
}

/** A stretch of a part of a cell, where it starts in the part, and what it reads as. */
export type Piece = { text: string; at: number; read: NumberRead };

/** Most words a part may have to be cut into numbers at spaces (each way to cut it is tried). */
const MAX_WORDS = 14;

/**
 * Every way to cut the words of a part into two or more stretches that each read as a number
 * (sure or likely), as lists of pieces.
 */
function cuts(words: readonly string[]): Piece[][] {
  const reads = new Map<string, NumberRead | null>();
  const readAt = (text: string) => {
    // Stryker disable next-line ConditionalExpression: equivalent, the cache only spares reading a stretch twice.
    if (!reads.has(text)) reads.set(text, readNumber(text));
    return reads.get(text) ?? null;
  };
  const from = (start: number): Piece[][] => {
    if (start === words.length) return [[]];
    const out: Piece[][] = [];
    // Stryker disable next-line ArithmeticOperator: equivalent, an empty stretch reads as no number.
    for (let end = start + 1; end <= words.length; end++) {
      // A piece is not the whole part, and does not end in a group of one or two digits (`56`, `2`,
      // `(45)`): a country or area code starts the next number; only an extension ends in one.
      const last = words[end - 1] as string;
      if (
        (start === 0 && end === words.length) ||
        (/^\(?\+?\d{1,2}\)?$/.test(last) && !/^(?:anexos?|anx|ext|int|interno|extensi[oó]n)\.?:?$/i.test(words[end - 2] ?? ''))
      )
        continue;
      const text = words.slice(start, end).join(' ');
      const read = readAt(text);
      const at = words.slice(0, start).join(' ').length + (start > 0 ? 1 : 0);
      if (read) for (const rest of from(end)) out.push([{ text, at, read }, ...rest]);
    }
    return out;
  };
  return words.length > MAX_WORDS ? [] : from(0);
}

/** What a list of pieces publishes or asks to verify, as one text: how two cuts are told apart. */
const readingOf = (pieces: readonly Piece[]) =>
  pieces.map(({ read }) => (read.kind === 'sure' ? read.phone.display : `¿${read.readings.map((r) => r.phone.display).join('|')}?`)).join(' / ');

/**
 * The cut to read when every way to cut a part gives the same numbers; null when there is none,
 * or when the digits group into numbers in more than one way (a person could not tell which).
 */
export function agreedCut(found: readonly Piece[][]): Piece[] | null {
  const [only, ...others] = found;
  return only !== undefined && others.every((other) => readingOf(other) === readingOf(only)) ? only : null;
}

/**
 * What a part of a cell holds: one number (sure, or likely when written as eight bare digits), or
 * several written one after the other with only spaces between them; null when none reads.
 * (A part that reads whole is eight digits at most when it is only likely, too few to hold two
 * numbers, so a cut never competes with it.)
 */
function readPart(part: string): Piece[] | null {
  const whole = readNumber(part);
  return whole ? [{ text: part, at: 0, read: whole }] : agreedCut(cuts(part.split(' ')));
}

/** Splits a list part further where a person sees two numbers: at ` - ` and before a `+` that follows a digit. */
function numberParts(part: string): string[] {
  const pieces = part
    .replace(/(\d)\s*(?=\+\s*\d)/g, '$1 ')
    // `882846-882847`: two local numbers of one length joined by a dash are two numbers.
    .replace(/(?<![\d-])(\d{6,8})-(\d{6,8})(?![\d-])/g, (whole, a: string, b: string) => (a.length === b.length ? `${a} - ${b}` : whole))
    .split(/\s+[-–—]\s+/);
  // `(045) - 882846`: a dash after an area code alone does not end a number.
  const out: string[] = [];
  for (const piece of pieces) {
    const last = out.at(-1) ?? '';
    if (/^\(?0?\d{1,2}\)?$/.test(last)) out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out;
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
    findings.push(finding('phone-error-cell', { field, raw: cell }));
    return { phones, findings };
  }
  if (isPlaceholder(cell)) return { phones, findings };
  const seen = new Set<string>();
  const keep = (phone: Phone) => {
    if (seen.has(phone.display)) return;
    seen.add(phone.display);
    phones.push(phone);
  };
  let cursor = 0;
  /** The area code of the last fixed-line number read in the cell, which a bare local number after it shares. */
  let area: string | null = null;
  for (const part of splitList(cell).flatMap(numberParts)) {
    // Where the part is in the cell, to write a candidate correction of the whole cell (-1 when a space was put in it).
    const partAt = cell.indexOf(part, cursor);
    if (partAt >= 0) cursor = partAt + part.length;
    /**
     * The cell with `piece`, at `at` in the part, replaced by `text`; where a space was put in the
     * part, the piece is looked for in the cell itself; `text` alone when it is not there either.
     */
    const replaced = (at: number, piece: string, text: string) => {
      const start = partAt >= 0 ? partAt + at : cell.indexOf(piece);
      return start < 0 ? text : `${cell.slice(0, start)}${text}${cell.slice(start + piece.length)}`;
    };
    if (isSpreadsheetError(part)) {
      findings.push(finding('phone-error-cell', { field, raw: part }));
      continue;
    }
    if (isPlaceholder(part)) continue;
    const read = readPart(part);
    const shared = read === null && area !== null ? withSharedArea(part, area) : null;
    if (shared?.kind === 'sure') {
      keep(shared.phone);
      findings.push(finding('phone-area-shared', { field, raw: part, fixed: shared.phone.e164, area, display: shared.phone.display }));
      continue;
    }
    const foreign = read === null ? foreignNumber(part) : null;
    if (foreign !== null) {
      findings.push(finding('phone-verify', { field, raw: part, country: foreign, considered: [foreign] }));
      continue;
    }
    if (read === null) {
      const why = unassignedRange(part) ? ' (tiene el largo de un número de Chile, pero su rango no existe en el plan de numeración)' : '';
      findings.push(finding('phone-invalid', { field, raw: part, why }));
      continue;
    }
    for (const { text, at, read: piece } of read) {
      if (piece.kind === 'likely') {
        const readings = piece.readings.map(({ phone, label }) => `${phone.display} (${label})`);
        findings.push(
          finding('phone-verify', {
            field,
            raw: text,
            why: piece.why,
            readings,
            considered: [...readings, 'un número al que le falta un dígito'],
            candidates: piece.readings.map(({ phone }) => replaced(at, text, phone.display)),
          }),
        );
        continue;
      }
      keep(piece.phone);
      area = areaOf(piece.phone);
      if (piece.why !== null) {
        findings.push(finding('phone-old-format', { field, raw: text, fixed: piece.phone.e164, why: piece.why, display: piece.phone.display }));
      }
    }
  }
  if (phones.length > 1) {
    findings.push(finding('phone-split', { field, raw: cell, fixed: phones.map((phone) => phone.e164).join(', ') }));
  }
  return { phones, findings };
}
