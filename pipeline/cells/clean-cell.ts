import { withoutAccents } from '../../shared/fold.ts';
import { memoize } from './memo.ts';

/**
 * Folds text for matching: lower case, no accents (ñ → n), apostrophes and dots removed,
 * any other punctuation or run of spaces collapsed to one space, trimmed.
 * `  O'HIGGINS ` → `ohiggins`, `Ñuñoa` → `nunoa`, `Bío-Bío` → `bio bio`.
 */
export const foldKey = memoize(foldKeyUncached, 50_000);

function foldKeyUncached(text: string): string {
  return withoutAccents(text)
    .toLowerCase()
    .replace(/['’´`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words separated by single spaces, nothing around them: a cell that is already clean. */
const ALREADY_CLEAN = /^(?:\S+ )*\S+$/;

/** Trims and collapses inner whitespace; `null` for an empty cell. */
export function cleanCell(text: string): string | null {
  // Most cells are already clean: tell so without building a copy of them.
  if (ALREADY_CLEAN.test(text)) return text;
  const cleaned = text.replace(/\s+/g, ' ').trim();
  return cleaned === '' ? null : cleaned;
}

/** Spreadsheet error values that stand in a cell instead of data. */
export const SPREADSHEET_ERRORS = ['#ERROR!', '#N/A', '#REF!', '#VALUE!', '#NAME?', '#DIV/0!', '#NUM!', '#NULL!'] as const;

/** Error values that contain a list separator (`/`), and what stands for each while a cell is split. */
const SLASHED_ERRORS: readonly [RegExp, string, string][] = [
  [/#N\/A/gi, '\u0000NA\u0000', '#N/A'],
  [/#DIV\/0!/gi, '\u0000DIV0\u0000', '#DIV/0!'],
];

/** Hides the `/` of `#N/A` and `#DIV/0!` so that splitting a list on `/` does not cut them in two; {@link restoreErrors} undoes it. */
export function protectErrors(text: string): string {
  return SLASHED_ERRORS.reduce((current, [pattern, token]) => current.replace(pattern, token), text);
}

/** Puts back what {@link protectErrors} hid, in its usual spelling. */
export function restoreErrors(part: string): string {
  return SLASHED_ERRORS.reduce((current, [, token, error]) => current.replaceAll(token, error), part);
}

/** True when the cell holds a spreadsheet error such as `#ERROR!` (any case, spaces around). */
export function isSpreadsheetError(text: string): boolean {
  const upper = text.trim().toUpperCase();
  return (SPREADSHEET_ERRORS as readonly string[]).includes(upper);
}

/**
 * Cells that mean "no data" in a contact column: treated like an empty cell, without a finding.
 * Compared folded (`Sin teléfono` → `sin telefono`, `s/n` → `s n`).
 */
const PLACEHOLDERS = new Set([
  's i',
  'n a',
  's n',
  's d',
  'na',
  'sin informacion',
  'sin info',
  'sin dato',
  'sin datos',
  'no tiene',
  'no aplica',
  'no informa',
  'no hay',
  'ninguno',
  'sin telefono',
  'sin fono',
  'sin numero',
  'sin correo',
  'sin email',
  'sin mail',
  'sin e mail',
]);

/** True for an empty cell, dashes or dots only, or a placeholder such as `sin teléfono`, `no tiene`, `s/n`. */
export function isPlaceholder(cell: string): boolean {
  return /^[-–—_.\s]*$/.test(cell) || PLACEHOLDERS.has(foldKey(cell));
}
