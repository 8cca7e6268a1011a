/**
 * One angle written the ways spreadsheets and people write them: degrees, minutes and seconds
 * (`33°26'45"S`, `33º 26′ 45,5″ S`, `S 33 26 45`, `33.26.45 S`, `-33°26.75'`), decimal degrees
 * with a hemisphere (`33.4489 S`, `O 70.6693`), and Excel's scientific notation (`-3.34489E+01`).
 */
import { withoutAccents } from '../../../shared/fold.ts';

/** An angle read from text, in signed decimal degrees. */
export interface Angle {
  value: number;
  /** The sign is stated (a `-`, or a hemisphere letter or word): no sign may be added to it. */
  signed: boolean;
  /** How it was written, for the report: `gms` (degrees, minutes, seconds), `gm`, `hemisferio`, `científica`. */
  notation: 'gms' | 'gm' | 'hemisferio' | 'científica';
}

/** Hemisphere words and letters: south and west are negative; O is oeste. */
const HEMISPHERES: Readonly<Record<string, 1 | -1>> = {
  S: -1,
  SUR: -1,
  SOUTH: -1,
  N: 1,
  NORTE: 1,
  NORTH: 1,
  W: -1,
  O: -1,
  OESTE: -1,
  WEST: -1,
  E: 1,
  ESTE: 1,
  EAST: 1,
};

/**
 * Upper case without accents; degree, minute and second marks unified (`º ˚ ᵒ` → `°`,
 * `′ ’ ´ ‘ \`` → `'`, `″ “ ” ''` → `"`); typographic minus signs as `-`; every kind of space as one space.
 */
export function normaliseAngleText(text: string): string {
  return withoutAccents(text)
    .toUpperCase()
    .replace(/[º˚ᵒ]/g, '°')
    .replace(/''/g, '"')
    .replace(/[′’´‘`]/g, "'")
    .replace(/[″“”]/g, '"')
    .replace(/[\u2012\u2013\u2014\u2212\uFE63\uFF0D]/g, '-')
    .replace(/[\s\u00A0\u2007\u202F]+/g, ' ')
    .trim();
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
/** `33°26'45.5"`, `33° 26'`, `33°26,75'`, `33°` (marks after each part). */
const MARKED = new RegExp(String.raw`^(\d{1,3}(?:[.,]\d+)?) ?° ?(?:(${NUMBER}) ?' ?(?:(${NUMBER}) ?"?)?)?$`);
/** `33 26 45`, `33 26 45,5`, `33 26,75` (spaces between the parts). */
const SPACED = /^(\d{1,3}) (\d{1,2}(?:[.,]\d+)?)(?: (\d{1,2}(?:[.,]\d+)?))?$/;
/** `33.26.45`, `33.26.45,5`: dots between the parts, each of one or two digits (never a lost decimal point). */
const DOTTED = /^(\d{1,3})\.(\d{1,2})\.(\d{1,2})(?:[.,](\d+))?$/;
/** Decimal degrees, as the hemisphere form needs them: `33.4489`, `33,4489`, `33`. */
const DECIMAL = /^(\d{1,3})(?:[.,](\d+))?$/;
/** Excel's scientific notation: `-3.34489E+01`, `-3,34489E1`. */
const SCIENTIFIC = /^([+-]?\d+(?:[.,]\d+)?)E([+-]?\d{1,3})$/;

const num = (text: string | undefined) => (text === undefined ? 0 : Number(text.replace(',', '.')));

/** Degrees, minutes and seconds from one of the forms above, or null (minutes and seconds must be under 60). */
function dms(body: string): { degrees: number; notation: 'gms' | 'gm' | null } | null {
  const dotted = DOTTED.exec(body);
  if (dotted) {
    const minutes = num(dotted[2]);
    const seconds = num(`${dotted[3]}${dotted[4] ? `.${dotted[4]}` : ''}`);
    if (minutes >= 60 || seconds >= 60) return null;
    return { degrees: num(dotted[1]) + minutes / 60 + seconds / 3600, notation: 'gms' };
  }
  const match = MARKED.exec(body) ?? SPACED.exec(body);
  if (!match) return null;
  const minutes = num(match[2]);
  const seconds = num(match[3]);
  if (minutes >= 60 || seconds >= 60) return null;
  // A marked degree alone (`33.44°`) is decimal degrees, not a new notation.
  const notation = match[3] !== undefined ? 'gms' : match[2] !== undefined ? 'gm' : null;
  return { degrees: num(match[1]) + minutes / 60 + seconds / 3600, notation };
}

/**
 * Reads an angle written in degrees-minutes-seconds, degrees-minutes, decimal degrees with a
 * hemisphere, or scientific notation. Plain decimal numbers (`-33.4489`) are not angles here:
 * the number reader takes them (and may restore a lost decimal point, which this never does).
 * Null when the text is none of these forms, or contradicts itself (`-33° N`).
 */
export function parseAngle(text: string): Angle | null {
  let body = normaliseAngleText(text);
  const scientific = SCIENTIFIC.exec(body);
  if (scientific) {
    const value = num(scientific[1]) * 10 ** Number(scientific[2]);
    return Number.isFinite(value) ? { value, signed: /^[+-]/.test(body), notation: 'científica' } : null;
  }
  // A hemisphere word before or after the number. With one on each side, the one after stays in
  // the body, which then reads as nothing (every form below is digits and marks only).
  let hemisphere: 1 | -1 | null = null;
  const lead = /^([A-Z]+)\.? ?(?=[\d+-])/.exec(body);
  const found = lead ?? /(?<=[\d°'"]) ?([A-Z]+)\.?$/.exec(body);
  if (found) {
    const sign = HEMISPHERES[found[1] as string];
    if (sign === undefined) return null;
    hemisphere = sign;
    body = found === lead ? body.slice(found[0].length) : body.slice(0, found.index);
  }
  let sign: 1 | -1 = 1;
  const explicit = /^[+-]/.exec(body);
  if (explicit) {
    sign = explicit[0] === '-' ? -1 : 1;
    body = body.slice(1).trim();
  }
  if (hemisphere !== null && explicit && sign !== hemisphere) return null;
  const parts = dms(body);
  if (parts && parts.notation !== null) {
    return { value: (hemisphere ?? sign) * parts.degrees, signed: hemisphere !== null || explicit !== null, notation: parts.notation };
  }
  if (hemisphere === null) return null;
  const plain = parts ? String(parts.degrees) : DECIMAL.test(body) ? body : null;
  if (plain === null) return null;
  return { value: hemisphere * num(plain), signed: true, notation: 'hemisferio' };
}
