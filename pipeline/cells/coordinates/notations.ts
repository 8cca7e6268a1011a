/**
 * Cells that hold a whole position: the free-text `coordinates` cell of collection points, or a
 * `lat` cell into which both numbers were pasted. UTM (`19H 346000 6297000`, `Huso 19 Sur E
 * 346.000 N 6.297.000`…), a map link (`?q=lat,lng`, `@lat,lng,zoom`, `/place/…/@…`), degrees
 * and minutes (`33°26'45"S 70°39'40"O`) or a pair of decimal degrees (`-33.4489, -70.6693`).
 */
import { normaliseAngleText, parseAngle } from './angles.ts';
import { type Datum, UTM_BANDS } from './geo.ts';
import { parseUtmNumber, utmPair } from './numbers.ts';

/** A UTM position read from text. */
export interface UtmText {
  /** Zone number when the text gives one (`19H …` → 19). */
  zone: number | null;
  /** Latitude band letter after the zone, upper case (`H`), when given. */
  band: string | null;
  easting: number;
  northing: number;
  /** The datum the text names (`PSAD56`, `SAD 69`, `WGS84`, `SIRGAS-Chile`); absent when it names none. */
  datum?: Datum;
}

/** Words that may label the numbers; any other word makes the text unreadable. */
export const COORDINATE_LABELS: ReadonlySet<string> = new Set([
  'UTM',
  'HUSO',
  'ZONA',
  'SUR',
  'E',
  'N',
  'X',
  'Y',
  'ESTE',
  'NORTE',
  'M',
  'MT',
  'MTS',
  'METROS',
  'LAT',
  'LATITUD',
  'LNG',
  'LON',
  'LONG',
  'LONGITUD',
  'COORD',
  'COORDS',
  'COORDENADAS',
  'DATUM',
]);

/**
 * A number as the text writes it: thousands in groups of three after spaces (`6 297 000`), or
 * digits with dots or commas. Spaced groups are taken first, so `346 000 6 297 000` is two numbers.
 */
const NUMBER = /\d{1,3}(?: \d{3})+(?:[.,]\d+)?(?!\d)|[+-]?\d+(?:[.,]\d+)*/g;

/**
 * The two groups of a match, or null when there is none. Only for patterns whose two groups
 * always take part in a match (neither is optional), as every pattern below.
 */
function pairOf(match: RegExpExecArray | null): [string, string] | null {
  return match ? (match.slice(1, 3) as [string, string]) : null;
}

/** How each datum is written: `WGS84`, `WGS 84`, `SIRGAS-Chile`, `PSAD56`, `PSAD-56`, `SAD 69` (upper case, folded). */
const DATUM_NAMES: readonly [Datum, RegExp][] = [
  ['WGS84', /\bWGS\s*-?\s*84\b/g],
  ['SIRGAS', /\bSIRGAS(?:[- ]?CHILE)?\b/g],
  ['PSAD56', /\bPSAD\s*-?\s*56\b/g],
  ['SAD69', /\bSAD\s*-?\s*69\b/g],
];

/** The datum a text or a `datum` cell names, or null: `PSAD 56` → PSAD56. `undefined` when it names several. */
export function parseDatum(text: string): Datum | null | undefined {
  const folded = normaliseAngleText(text);
  const named = DATUM_NAMES.filter(([, pattern]) => folded.search(pattern) >= 0).map(([datum]) => datum);
  return named.length > 1 ? undefined : (named[0] ?? null);
}

/** Upper case without accents, typographic minus signs as `-`, every space as one space, datum names removed. */
function fold(text: string): string {
  return DATUM_NAMES.reduce((current, [, pattern]) => current.replace(pattern, ''), normaliseAngleText(text)).trim();
}

/**
 * The numbers in the text, or `null` when it holds words that are not labels.
 * A single token such as `-33.4489,70.6693`, `-33,4489,70,6693` or `346000,6297000` is split in two.
 */
function numbersOf(text: string): string[] | null {
  const words = text.replace(NUMBER, ' ').match(/[A-Z]+/g) ?? [];
  if (words.some((word) => !COORDINATE_LABELS.has(word))) return null;
  const numbers = Array.from(text.matchAll(NUMBER), (match) => match[0]);
  if (numbers.length !== 1) return numbers;
  // A sign after the middle comma would have started a second number.
  const only = numbers[0] as string;
  return pairOf(/^([+-]?\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/.exec(only)) ?? pairOf(/^([+-]?\d+,\d+),(\d+,\d+)$/.exec(only)) ?? numbers;
}

/** `19H`, `UTM 19S`, `Huso 19`, `Zona: 19 Sur`, `19 H` at the start of the text. */
const ZONE_PREFIX = /^(?:UTM\s*)?(?:(?:HUSO|ZONA)\s*:?\s*)?(\d{1,2})(?:(\s*)([A-Z])(?![A-Z])|(?=[\s:;,/]|$))/;

/** Two numbers that form a UTM pair, in either order. */
function utmFromNumbers(numbers: readonly string[]): { easting: number; northing: number } | null {
  if (numbers.length !== 2) return null;
  const [first = null, second = null] = numbers.map(parseUtmNumber);
  // (utmPair would also reject the 0 that Math.min and Math.max make of null.)
  if (first === null || second === null) return null;
  return utmPair(first, second);
}

/**
 * Reads UTM from text: `19H 346000 6297000`, `19 H 346000E 6297000N`, `346000, 6297000`, `346000 6297000`,
 * `E 346000 N 6297000`, `N 6297000 E 346000`, `E: 346.000 N: 6.297.000`, `UTM 19S 346000 6297000`,
 * `Huso 19 Sur …`, `Zona 19S …`, `346 000 6 297 000`. The larger number is the northing whatever the
 * labels say; an `S` after the zone means south (the band letter S is in the north, so it never
 * counts as a band). A datum named anywhere (`PSAD56 19S …`, `… SAD 69`) is returned with it. `null`
 * when the text is not UTM, or names two datums.
 */
export function parseUtmText(text: string): UtmText | null {
  const utm = parseUtmNumbers(fold(text));
  const datum = utm ? parseDatum(text) : null;
  // Two datums named: the text cannot be read as either.
  if (datum === undefined) return null;
  return utm && datum ? { ...utm, datum } : utm;
}

function parseUtmNumbers(folded: string): UtmText | null {
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
 * `"-33.4489, -70.6693"`, `-33.4489 -70.6693`, `-33,4489; -70,6693`, `(-33.4489, -70.6693)`,
 * `Latitud -33.4489 Longitud -70.6693`, `-334489123 -706693000`.
 * `null` when the text holds other words or not exactly two numbers.
 */
export function splitDegreeText(text: string): [string, string] | null {
  const numbers = numbersOf(fold(text));
  return numbers?.length === 2 ? (numbers as [string, string]) : null;
}

const PLAIN_DEGREE_PAIR = /^([+-]?\d{1,3}\.\d+)\s*,\s*([+-]?\d{1,3}\.\d+)$/;

/**
 * The usual cell, `-33.4489, -70.6693` (two point-decimal numbers of at most three integer
 * digits, comma between), read without folding: such numbers are too small to be UTM metres, so
 * {@link parseUtmText} gives null and {@link splitDegreeText} the same two numbers (a test holds
 * all three to it). `null` for any other text, which then takes the general path.
 */
export function plainDegreePair(text: string): [string, string] | null {
  return pairOf(PLAIN_DEGREE_PAIR.exec(text));
}

/** What a map link says: the position's two numbers, or that it cannot be read offline. */
export type MapLink = { pair: [string, string] } | { short: true };

const LINK_PATTERNS: readonly RegExp[] = [
  // OpenStreetMap's marker, then its view.
  /mlat=(-?\d{1,3}\.\d+)&mlon=(-?\d{1,3}\.\d+)/i,
  /#map=\d+(?:\.\d+)?\/(-?\d{1,3}\.\d+)\/(-?\d{1,3}\.\d+)/,
  // A place's own pin, more precise than the view's centre: `!3d-33.44!4d-70.66`.
  /!3d(-?\d{1,3}\.\d+)!4d(-?\d{1,3}\.\d+)/,
  /[?&](?:q|query|ll|sll|center|destination|daddr)=(?:loc:)?(-?\d{1,3}\.\d+)(?:,|%2C)\s*(?:\+|%20)?(-?\d{1,3}\.\d+)/i,
  /@(-?\d{1,3}\.\d+),(-?\d{1,3}\.\d+)/,
  /\/(?:place|search|dir)\/+(-?\d{1,3}\.\d+)(?:,|%2C)\s*(?:\+|%20)?(-?\d{1,3}\.\d+)/i,
];

/**
 * Reads a map link: Google Maps (`maps.google.com/?q=lat,lng`, `google.com/maps/@lat,lng,17z`,
 * `/place/…/@…`, `!3d…!4d…`), OpenStreetMap (`?mlat=…&mlon=…`, `#map=zoom/lat/lng`) and others that
 * use `?q=`/`@`. A short link (`maps.app.goo.gl/…`) cannot be followed offline. Null when the text
 * is not a link.
 */
export function parseMapLink(text: string): MapLink | null {
  const trimmed = text.trim();
  if (!/^(?:https?:\/\/|www\.|maps\.|goo\.gl)/i.test(trimmed) || /\s/.test(trimmed)) return null;
  for (const pattern of LINK_PATTERNS) {
    const pair = pairOf(pattern.exec(trimmed));
    if (pair) return { pair };
  }
  // A short link (`maps.app.goo.gl/…`, `goo.gl/…`) never holds the position.
  return { short: true };
}

/**
 * Two angles in degrees and minutes (or with hemisphere letters) in one cell:
 * `33°26'45"S 70°39'40"O`, `S 33 26 45, O 70 39 40`, `33.4489 S / 70.6693 W`. The cell is cut after
 * the first hemisphere letter or at a separator, and each half must read as an angle.
 */
export function splitAnglePair(text: string): [string, string] | null {
  const folded = normaliseAngleText(text);
  // The folded text has single spaces.
  const separated = folded.split(/ ?[;/|] ?|, | , ?/);
  const cuts = [
    separated.length === 2 ? (separated as [string, string]) : null,
    // After the first hemisphere mark that ends an angle (`…"S`, `… S`), or before a leading one (`S … O …`).
    // (A lazy group first and a greedy one last: each match runs from the start to the end.)
    pairOf(/(.*?[\d°'"] ?(?:S|N|SUR|NORTE)\.?)[ ,]+(.+)/.exec(folded)),
    pairOf(/^((?:S|N|SUR|NORTE)\.? ?[^A-Z]+?) ?,? ((?:W|O|E|OESTE|ESTE)\.? ?.+)/.exec(folded)),
    // `33°26'45" 70°39'40"`: the second degree mark starts the second angle.
    pairOf(/(.+?["'°]) ([+-]?\d{1,3} ?°.*)/.exec(folded)),
  ];
  return cuts.find((cut) => cut !== null && parseAngle(cut[0]) !== null && parseAngle(cut[1]) !== null) ?? null;
}
