/**
 * The free-text `coordinates` cell of collection points: UTM (`19H 346000 6297000`,
 * `E: 346.000 N: 6.297.000`…) or a pair of decimal degrees (`-33.4489, -70.6693`…).
 */
import { UTM_BANDS } from './geo.ts';
import { parseUtmNumber, utmPair } from './numbers.ts';

/** A UTM position read from text. */
export interface UtmText {
  /** Zone number when the text gives one (`19H …` → 19). */
  zone: number | null;
  /** Latitude band letter after the zone, upper case (`H`), when given. */
  band: string | null;
  easting: number;
  northing: number;
}

/** Words that may label the numbers; any other word makes the text unreadable. */
const LABELS = new Set([
  'UTM', 'HUSO', 'ZONA', 'E', 'N', 'X', 'Y', 'ESTE', 'NORTE', 'M', 'MT', 'MTS', 'METROS',
  'LAT', 'LATITUD', 'LNG', 'LON', 'LONG', 'LONGITUD', 'COORD', 'COORDS', 'COORDENADAS', 'DATUM',
]);

const NUMBER = /[+-]?\d+(?:[.,]\d+)*/g;

/** Upper case without accents, typographic minus signs as `-`, datum names removed. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[\u2012\u2013\u2014\u2212\uFE63\uFF0D]/g, '-')
    .replace(/\bWGS\s*-?\s*84\b/g, ' ')
    .trim();
}

/**
 * The numbers in the text, or `null` when it holds words that are not labels.
 * A single token such as `-33.4489,70.6693`, `-33,4489,70,6693` or `346000,6297000` is split in two.
 */
function numbersOf(text: string): string[] | null {
  const words = text.replace(NUMBER, ' ').match(/[A-Z]+/g) ?? [];
  if (words.some((word) => !LABELS.has(word))) return null;
  const numbers = text.match(NUMBER) ?? [];
  const only = numbers[0];
  if (numbers.length !== 1 || only === undefined) return numbers;
  const dotted = /^([+-]?\d+(?:\.\d+)?),([+-]?\d+(?:\.\d+)?)$/.exec(only);
  if (dotted?.[1] !== undefined && dotted[2] !== undefined) return [dotted[1], dotted[2]];
  const commas = /^([+-]?\d+,\d+),([+-]?\d+,\d+)$/.exec(only);
  if (commas?.[1] !== undefined && commas[2] !== undefined) return [commas[1], commas[2]];
  return numbers;
}

const ZONE_PREFIX = /^(?:UTM\s*)?(?:(?:HUSO|ZONA)\s*:?\s*)?(\d{1,2})(?:(\s*)([A-Z])(?![A-Z])|(?=[\s:;,/]|$))/;

/** Two numbers that form a UTM pair, in either order. */
function utmFromNumbers(numbers: readonly string[]): { easting: number; northing: number } | null {
  const [a, b] = numbers;
  if (numbers.length !== 2 || a === undefined || b === undefined) return null;
  const first = parseUtmNumber(a);
  const second = parseUtmNumber(b);
  if (first === null || second === null) return null;
  return utmPair(first, second);
}

/**
 * Reads UTM from text: `19H 346000 6297000`, `19 H 346000E 6297000N`, `346000, 6297000`, `346000 6297000`,
 * `E 346000 N 6297000`, `N 6297000 E 346000`, `E: 346.000 N: 6.297.000`, `UTM 19S 346000 6297000`, `Huso 19 …`.
 * The larger number is the northing whatever the labels say. `null` when the text is not UTM.
 */
export function parseUtmText(text: string): UtmText | null {
  const folded = fold(text);
  const prefix = ZONE_PREFIX.exec(folded);
  if (prefix) {
    const zone = Number(prefix[1]);
    let band = prefix[3] ?? null;
    let rest = folded.slice(prefix[0].length);
    // `19 E 346000 N 6297000`: a lone E, N, X or Y after a space labels the number that follows.
    if (band !== null && prefix[2] !== '' && 'ENXY'.includes(band)) {
      rest = `${band} ${rest}`;
      band = null;
    }
    if (band !== null && !UTM_BANDS.includes(band)) band = null;
    const numbers = numbersOf(rest);
    const pair = numbers ? utmFromNumbers(numbers) : null;
    if (pair && zone >= 1 && zone <= 60) return { zone, band, ...pair };
  }
  const numbers = numbersOf(folded.replace(/^UTM/, ''));
  const pair = numbers ? utmFromNumbers(numbers) : null;
  return pair ? { zone: null, band: null, ...pair } : null;
}

/**
 * Splits text holding a pair of decimal degrees into its two numbers, as written:
 * `"-33.4489, -70.6693"`, `-33.4489 -70.6693`, `-33,4489; -70,6693`, `(-33.4489, -70.6693)`, `-334489123 -706693000`.
 * `null` when the text holds other words or not exactly two numbers.
 */
export function splitDegreeText(text: string): [string, string] | null {
  const numbers = numbersOf(fold(text));
  const [a, b] = numbers ?? [];
  if (numbers?.length !== 2 || a === undefined || b === undefined) return null;
  return [a, b];
}

const PLAIN_DEGREE_PAIR = /^([+-]?\d{1,3}\.\d+)\s*,\s*([+-]?\d{1,3}\.\d+)$/;

/**
 * The usual cell, `-33.4489, -70.6693` (two point-decimal numbers of at most three integer
 * digits, comma between), read without folding: such numbers are too small to be UTM metres, so
 * {@link parseUtmText} gives null and {@link splitDegreeText} the same two numbers (a test holds
 * all three to it). `null` for any other text, which then takes the general path.
 */
export function plainDegreePair(text: string): [string, string] | null {
  const match = PLAIN_DEGREE_PAIR.exec(text);
  return match?.[1] !== undefined && match[2] !== undefined ? [match[1], match[2]] : null;
}
