/**
 * Every reading of a cell pair: as written (in any notation), with a repair (a lost decimal
 * point restored, a missing minus sign added, lat/lng exchanged, a UTM zone changed), or
 * converted from UTM in each zone that may apply. position.ts judges them against the signals.
 */
import { type FieldFinding, finding } from '../../findings/finding.ts';
import { type Angle, parseAngle } from './angles.ts';
import { type Datum, southernBandRange, utmToLatLng } from './geo.ts';
import { parseDatum } from './notations.ts';
import { formatLatLng, parseDecimal, restoreDecimal } from './numbers.ts';

/** Where a pair of values came from: the `lat`/`lng` columns or the `coordinates` text. */
export interface PairSource {
  kind: 'columns' | 'coordinates';
  /** Finding field for the pair as a whole: `lat,lng` or `coordinates`. */
  field: string;
  /** The raw text shown in findings about the pair. */
  raw: string;
}

/** One value of the pair as written, with the column it came from. */
export interface PairValue {
  /** The text as written, e.g. `-334489123`. */
  text: string;
  /** Column for findings about this value alone (`lat`, `lng`, or `coordinates` for text). */
  field: string;
}

/**
 * How a reading relates to what was written:
 * - `written`: the cells as written, read in their own notation (nothing changed);
 * - `converted`: UTM metres converted in a zone the text states or the region allows;
 * - `repaired`: something changed (a decimal point, a sign, the order, a stated zone).
 */
export type ReadingKind = 'written' | 'converted' | 'repaired';

/** A possible position with what it takes. */
export interface Reading {
  lat: number;
  lng: number;
  kind: ReadingKind;
  /** How it was read, for the report: `punto decimal restaurado`, `zona 18`, `como está escrito`. */
  label: string;
  /** Number of repairs; among equally confirmed readings the one with fewer wins. */
  cost: number;
  /** Findings for the repairs and the conversion, made when the reading is applied. */
  fixes: FieldFinding[];
  /** Notes on the notation (degrees and minutes, map link, comma decimal), made when applied. */
  notes: FieldFinding[];
  /** For UTM: the zone used, whether the text stated it, and the band letter given. */
  utm?: { zone: number; stated: boolean; band: string | null };
}

/** One axis value a cell can stand for. */
interface AxisReading {
  value: number;
  repairs: FieldFinding[];
  notes: FieldFinding[];
  label: string | null;
  /** Written with a decimal comma (`-33,4489`). */
  commaDecimal?: boolean;
}

/** Integer digits tried when restoring a lost decimal point (Isla de Pascua needs 3: -109.x). */
const INTEGER_DIGITS = [1, 2, 3] as const;

/** A plain number: an optional sign, digits, at most one decimal point or comma. */
const PLAIN_NUMBER = /^\s*[+-]?\d+(?:[.,]\d+)?\s*$/;

/** `Latitud: -33.44`, `LNG -70.6`: a label before the number is not part of it. */
const AXIS_LABEL = /^\s*(?:lat(?:itud)?|lng|lon(?:g(?:itud)?)?)\s*[:=]?\s*/i;

const NOTATION_NAMES: Readonly<Record<Angle['notation'], string>> = {
  gms: 'grados, minutos y segundos',
  gm: 'grados y minutos',
  hemisferio: 'grados con hemisferio',
  científica: 'notación científica',
};

function notationNote(value: PairValue, angle: Angle): FieldFinding {
  return finding('coordinates-notation', {
    field: value.field,
    raw: value.text,
    fixed: String(Math.round(angle.value * 1e7) / 1e7),
    notation: NOTATION_NAMES[angle.notation],
  });
}

function signRepair(value: PairValue, fixed: number): FieldFinding {
  return finding('sign-restored', { field: value.field, raw: value.text, fixed: String(fixed) });
}

function decimalRepair(value: PairValue, fixed: number): FieldFinding {
  return finding('decimal-restored', { field: value.field, raw: value.text, fixed: String(fixed) });
}

/** Adds the reading with a minus sign added, when the value was written without any sign. */
function withSign(out: AxisReading[], value: PairValue, reading: AxisReading, signed: boolean, limit: number): void {
  out.push(reading);
  if (signed || reading.value <= 0 || reading.value > limit) return;
  const negated = -reading.value;
  out.push({
    ...reading,
    value: negated,
    repairs: [...reading.repairs, signRepair(value, negated)],
    label: reading.label ? `${reading.label}, con signo` : 'con signo',
  });
}

/** Restored readings of a number whose decimal point was lost (`-334489123`, `-33.448.912`). */
function restorations(value: PairValue, digits: string, limit: number, signed: boolean, notes: FieldFinding[]): AxisReading[] {
  const out: AxisReading[] = [];
  for (const integerDigits of INTEGER_DIGITS) {
    const restored = restoreDecimal(digits, integerDigits);
    if (restored === null || Math.abs(restored) > limit || out.some((r) => r.value === restored)) continue;
    withSign(out, value, { value: restored, repairs: [decimalRepair(value, restored)], notes, label: 'punto decimal restaurado' }, signed, limit);
  }
  return out;
}

/**
 * The degree values a cell can stand for, within ±`limit`: itself in its notation; with a minus
 * sign added when none was written; with a lost decimal point restored when it is too large to
 * be a degree or written with thousands separators. Degrees-minutes-seconds with dots
 * (`33.26.45`) are read as such and never as a lost decimal point.
 */
export function axisReadings(value: PairValue, limit: 90 | 180): AxisReading[] {
  const text = value.text.replace(AXIS_LABEL, '');
  // Most cells are plain numbers (`-33.4489`), which are never angles: the angle reader is skipped.
  const angle = PLAIN_NUMBER.test(text) ? null : parseAngle(text);
  const out: AxisReading[] = [];
  if (angle) {
    const notes = [notationNote(value, angle)];
    if (Math.abs(angle.value) <= limit) {
      withSign(out, value, { value: angle.value, repairs: [], notes, label: NOTATION_NAMES[angle.notation] }, angle.signed, limit);
    } else if (angle.notation === 'científica' && Number.isInteger(angle.value)) {
      // `-3.34489E+08` is -334489000 as Excel shows a number whose decimal point was lost.
      out.push(...restorations(value, String(angle.value), limit, angle.signed, notes));
    }
    return out;
  }
  const parsed = parseDecimal(text);
  if (!parsed) return out;
  const signed = /^\s*[+-]/.test(text.replace(/[\u2012\u2013\u2014\u2212\uFE63\uFF0D]/g, '-'));
  if (!parsed.pointLost && Math.abs(parsed.value) <= limit)
    withSign(out, value, { value: parsed.value, repairs: [], notes: [], label: null, commaDecimal: parsed.commaDecimal }, signed, limit);
  if (parsed.pointLost || Math.abs(parsed.value) > limit) out.push(...restorations(value, parsed.digits, limit, signed, []));
  return out;
}

/**
 * Readings of a pair of degrees: every reading of each value, in the written order and exchanged,
 * made as they are asked for. The pair as written comes first, so a row written right (most
 * rows) is decided without making the others.
 */
export function* degreeReadings(first: PairValue, second: PairValue, source: PairSource): Generator<Reading> {
  for (const swapped of [false, true]) {
    const latValue = swapped ? second : first;
    const lngValue = swapped ? first : second;
    const lngs = axisReadings(lngValue, 180);
    for (const lat of axisReadings(latValue, 90)) {
      for (const lng of lngs) {
        const fixes = [...lat.repairs, ...lng.repairs];
        if (swapped) {
          fixes.push(finding('latlng-swapped', { field: source.field, raw: source.raw, fixed: formatLatLng(lat.value, lng.value) }));
        }
        const labels = [...new Set([lat.label, lng.label, swapped ? 'intercambiadas' : null].filter((label): label is string => label !== null))];
        const notes = [...lat.notes, ...lng.notes];
        if (lat.commaDecimal || lng.commaDecimal) {
          notes.push(finding('comma-decimal', { field: source.field, raw: source.raw, fixed: formatLatLng(lat.value, lng.value) }));
        }
        yield {
          lat: lat.value,
          lng: lng.value,
          kind: fixes.length === 0 ? 'written' : 'repaired',
          label: labels.length > 0 ? labels.join(', ') : 'como está escrito',
          cost: fixes.length,
          fixes,
          notes,
        };
      }
    }
  }
}

/** Zones tried when the row's region is unknown. */
export const FALLBACK_ZONES = [18, 19, 12, 17] as const;

/** The datum UTM metres are read in, and whether the row names it (else WGS84 is assumed). */
export interface DatumChoice {
  name: Datum;
  stated: boolean;
}

/** No datum named: WGS84, the datum of GPS receivers and web maps, is assumed (and said). */
export const ASSUMED_DATUM: DatumChoice = { name: 'WGS84', stated: false };

/** The datum a `datum` cell names; an unreadable one is a finding, and WGS84 is assumed (and said). */
export function datumOfCell(cell: string): { datum: DatumChoice; datumFindings: FieldFinding[] } {
  const named = cell.trim() === '' ? null : parseDatum(cell);
  if (named) return { datum: { name: named, stated: true }, datumFindings: [] };
  if (named === null && cell.trim() === '') return { datum: ASSUMED_DATUM, datumFindings: [] };
  return { datum: ASSUMED_DATUM, datumFindings: [finding('datum-unknown', { field: 'datum', raw: cell })] };
}

/** `datum PSAD56 (indicado)`, `datum WGS84 (supuesto: la fila no indica datum)`. */
const datumWords = (datum: DatumChoice) => `datum ${datum.name} (${datum.stated ? 'indicado' : 'supuesto: la fila no indica datum'})`;

/**
 * UTM readings: the stated zone (converted), then each other zone of the region, or of Chile
 * when the region is unknown (converted when no zone was stated, a repair of the stated one
 * otherwise); in the datum the row names, WGS84 when it names none (the evidence says which).
 */
export function utmReadings(
  easting: number,
  northing: number,
  statedZone: number | null,
  band: string | null,
  zones: readonly number[],
  source: PairSource,
  datum: DatumChoice = ASSUMED_DATUM,
): Reading[] {
  const ordered = statedZone === null ? [...zones] : [statedZone, ...zones.filter((zone) => zone !== statedZone)];
  return ordered.map((zone) => {
    const { lat, lng } = utmToLatLng(zone, easting, northing, datum.name);
    const corrected = statedZone !== null && zone !== statedZone;
    const fixes: FieldFinding[] = [
      corrected
        ? finding('utm-zone-corrected', { field: source.field, raw: source.raw, fixed: formatLatLng(lat, lng, 6), zone, statedZone, datum: datumWords(datum) })
        : finding('utm-converted', {
            field: source.field,
            raw: source.raw,
            fixed: formatLatLng(lat, lng, 6),
            zone,
            stated: statedZone !== null,
            datum: datumWords(datum),
          }),
    ];
    const range = band === null ? null : southernBandRange(band);
    const notes: FieldFinding[] = [];
    if (range && (lat < range.minLat || lat > range.maxLat)) {
      notes.push(
        finding('utm-band-mismatch', {
          field: source.field,
          raw: source.raw,
          band,
          minLat: range.minLat,
          maxLat: range.maxLat,
          lat: lat.toFixed(2),
        }),
      );
    }
    return {
      lat,
      lng,
      kind: corrected ? 'repaired' : 'converted',
      label: `zona ${zone}${statedZone === zone ? ' (indicada)' : ''}${datum.stated ? `, ${datum.name}` : ''}`,
      cost: corrected ? 1 : 0,
      fixes,
      notes,
      utm: { zone, stated: statedZone === zone, band },
    };
  });
}
