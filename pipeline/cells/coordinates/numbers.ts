/**
 * Number cells as they come out of Chilean spreadsheets: comma or point decimals,
 * decimal points lost on export, dots used as thousands separators in UTM metres.
 */

/** UTM eastings accepted, in metres. */
export const EASTING_MIN = 100_000;
export const EASTING_MAX = 900_000;
/** Southern-hemisphere UTM northings accepted, in metres. */
export const NORTHING_MIN = 1_000_000;
export const NORTHING_MAX = 10_000_000;

/** A number read from a cell. */
export interface ParsedDecimal {
  /** The value as written; when there are several separators they are dropped (`-33.448.912` → -33448912). */
  value: number;
  /** A comma was the decimal separator (`-33,4489`). */
  commaDecimal: boolean;
  /** Two or more thousands separators (`-33.448.912`): none of them can be the decimal point, so it was lost. */
  pointLost: boolean;
  /** Sign and every digit without separators (`-33448912`), for {@link restoreDecimal}. */
  digits: string;
}

/** Typographic minus and dash characters that stand for `-`. */
const MINUS_SIGNS = /[\u2012\u2013\u2014\u2212\uFE63\uFF0D]/g;

/** Trims, turns typographic minus signs into `-`, joins a sign separated from its digits and drops a trailing `°`. */
export function normalizeNumberText(text: string): string {
  return text
    .replace(MINUS_SIGNS, '-')
    .trim()
    .replace(/^([+-])\s+/, '$1')
    .replace(/\s*°$/, '');
}

/** A number that {@link normalizeNumberText} leaves unchanged. */
const PLAIN_DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;
const ONE_SEPARATOR = /^([+-]?)(\d*)(?:([.,])(\d*))?$/;
/** `-33.448.912`, `-70,669,300`: groups of three digits after the first, as a thousands format writes a number whose decimal point was lost. */
const MANY_SEPARATORS = /^[+-]?(?:\d{1,3}(?:\.\d{3}){2,}|\d{1,3}(?:,\d{3}){2,}|\d{1,3}(?:[ \u00A0\u202F]\d{3}){2,})$/;

/**
 * Reads a decimal number: `-33.4489`, `-33,4489`, ` +70.6 `, `-334489123`, `-33.448.912`.
 * Returns `null` when the cell is not a number (`sin dato`, `#N/A`, empty).
 */
export function parseDecimal(text: string): ParsedDecimal | null {
  // Most cells are already plain (`-33.4489`): the number as JavaScript reads it, and its digits.
  // (Skipping this path changes no result: a test holds the two paths equal.)
  if (PLAIN_DECIMAL.test(text)) {
    const unsigned = text.charCodeAt(0) === 43 /* + */ ? text.slice(1) : text;
    return { value: Number(text), commaDecimal: false, pointLost: false, digits: unsigned.replace('.', '') };
  }
  const s = normalizeNumberText(text);
  const one = ONE_SEPARATOR.exec(s);
  if (one) {
    const sign = one[1] === '-' ? '-' : '';
    // The digits before the separator may be none (`(\d*)`), never absent.
    const int = one[2] as string;
    const frac = one[4] ?? '';
    if (int === '' && frac === '') return null;
    return {
      // JavaScript reads `.5`, `-.5` and `5.` as numbers.
      value: Number(`${sign}${int}.${frac}`),
      commaDecimal: one[3] === ',' && frac !== '',
      pointLost: false,
      digits: `${sign}${int}${frac}`,
    };
  }
  if (MANY_SEPARATORS.test(s)) {
    // A minus sign and the digits: separators and a plus sign go.
    const digits = s.replace(/[^\d-]/g, '');
    return { value: Number(digits), commaDecimal: false, pointLost: true, digits };
  }
  return null;
}

/**
 * Puts a lost decimal point back after `integerDigits` digits, ignoring any separators and leading zeros:
 * `restoreDecimal('-334489123', 2)` → -33.4489123, `restoreDecimal('-1094281000', 3)` → -109.4281.
 * Returns `null` when the text is not a number or has no digits left after the point.
 */
export function restoreDecimal(text: string, integerDigits: number): number | null {
  const parsed = parseDecimal(text);
  if (!parsed || !Number.isInteger(integerDigits) || integerDigits < 1) return null;
  const negative = parsed.digits.startsWith('-');
  const digits = (negative ? parsed.digits.slice(1) : parsed.digits).replace(/^0+(?=\d)/, '');
  if (digits.length <= integerDigits) return null;
  return Number(`${negative ? '-' : ''}${digits.slice(0, integerDigits)}.${digits.slice(integerDigits)}`);
}

function isUtmMagnitude(value: number): boolean {
  return value >= EASTING_MIN && value <= NORTHING_MAX;
}

/**
 * Reads a UTM coordinate in metres: `346000`, `346000.25`, `346000,25`, `346.000`, `6.297.000`, `6.297.000,5`.
 * Dots (or commas) in groups of three are thousands separators when that reading gives a UTM-sized value.
 * Returns `null` for negative values and anything that is not a number.
 */
export function parseUtmNumber(text: string): number | null {
  const s = normalizeNumberText(text).replace(/^\+/, '');
  const groupings: [RegExp, RegExp, string][] = [
    [/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/, /\./g, ','],
    [/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/, /,/g, '.'],
    [/^\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?:[.,]\d+)?$/, /[ \u00A0\u202F]/g, ','],
  ];
  for (const [pattern, group, decimal] of groupings) {
    if (!pattern.test(s)) continue;
    const value = Number(s.replace(group, '').replace(decimal, '.'));
    if (isUtmMagnitude(value)) return value;
  }
  if (/^\d+(?:[.,]\d+)?$/.test(s)) return Number(s.replace(',', '.'));
  return null;
}

/** An easting and a northing given in either order: the larger is the northing. `null` when the pair is not UTM. */
export function utmPair(a: number, b: number): { easting: number; northing: number } | null {
  const easting = Math.min(a, b);
  const northing = Math.max(a, b);
  if (easting < EASTING_MIN || easting > EASTING_MAX) return null;
  if (northing < NORTHING_MIN || northing > NORTHING_MAX) return null;
  return { easting, northing };
}

/** Rounds degrees to 7 decimals (about 1 cm). */
export function roundDegrees(value: number): number {
  const rounded = Math.round(value * 1e7) / 1e7;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** `lat, lng` for a finding's `fixed` value: with exactly `decimals` decimals, or rounded to 7 without trailing zeros. */
export function formatLatLng(lat: number, lng: number, decimals?: number): string {
  if (decimals === undefined) return `${roundDegrees(lat)}, ${roundDegrees(lng)}`;
  return `${lat.toFixed(decimals)}, ${lng.toFixed(decimals)}`;
}
