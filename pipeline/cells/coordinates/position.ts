/**
 * A row's position from its `lat`/`lng` cells and, for collection points, its `coordinates` text.
 * Pure: returns the position and findings; the caller adds file and line.
 *
 * The rule: the position written is one of
 * - the cells as written (in any notation) when they fall inside the row's region; a position
 *   written at sea or far from the row's comuna is kept and flagged (`coordinates-far`);
 * - a repair or a UTM conversion that the signals confirm: exactly one position among the
 *   readings lies on land, inside the region and near the comuna (plausible.ts);
 * - otherwise null: `coordinates-verify` when some reading was plausible but unconfirmed (the
 *   finding lists every reading considered), `coordinates-invalid` when none was.
 */
import type { FieldFinding } from '../../findings/finding.ts';
import { finding } from '../../findings/finding.ts';
import {
  axisReadings,
  type DatumChoice,
  datumOfCell,
  degreeReadings,
  FALLBACK_ZONES,
  type PairSource,
  type PairValue,
  type Reading,
  utmReadings,
} from './candidates.ts';
import { distanceMeters } from './geo.ts';
import { parseMapLink, parseUtmText, plainDegreePair, splitAnglePair, splitDegreeText } from './notations.ts';
import { formatLatLng, parseUtmNumber, roundDegrees, utmPair } from './numbers.ts';
import { confirms, describeVerdict, judge, type PlaceContext, plausible, type Verdict } from './plausible.ts';

export type { PlaceContext as PositionContext } from './plausible.ts';

/** The raw cells; `coordinates` only exists for collection points. */
export interface PositionInput {
  lat: string;
  lng: string;
  coordinates?: string;
  /** The row's `datum` cell, when the export has that column (`PSAD56`, `SAD 69`, `WGS84`, `SIRGAS`). */
  datum?: string;
}

export interface PositionResult {
  lat: number | null;
  lng: number | null;
  findings: FieldFinding[];
}

/** Above this distance the columns and the text are reported as disagreeing. */
const MISMATCH_METERS = 1000;
/** Readings closer than this are the same position (repairs that lead to the same place). */
const SAME_METERS = 1000;

/** What one source (columns or text) says about the position. */
export type SourceOutcome =
  | { kind: 'empty' }
  | { kind: 'invalid'; reason: string; source: PairSource; considered?: string[] }
  | { kind: 'verify'; reason: string; considered: string[]; candidates: string[]; source: PairSource }
  | { kind: 'position'; lat: number; lng: number; findings: FieldFinding[]; verdict: Verdict; written: boolean; source: PairSource };

interface Judged {
  reading: Reading;
  verdict: Verdict;
}

const considered = (judged: readonly Judged[], ctx: PlaceContext) =>
  judged.map(({ reading, verdict }) => `${reading.label}: ${formatLatLng(reading.lat, reading.lng, 5)} (${describeVerdict(verdict, ctx)})`);

/** The readings as a maintainer would write them in a correction: `lat, lng`. */
const candidates = (judged: readonly Judged[]) => judged.map(({ reading }) => formatLatLng(reading.lat, reading.lng));

/** A verify outcome listing the readings. */
const verifyOutcome = (reason: string, judged: readonly Judged[], source: PairSource, ctx: PlaceContext): SourceOutcome => ({
  kind: 'verify',
  reason,
  considered: considered(judged, ctx),
  candidates: candidates(judged),
  source,
});

/** The reading applied: its notes, and its fixes with the evidence that confirms them. */
function apply({ reading, verdict }: Judged, source: PairSource, ctx: PlaceContext, others: readonly Judged[]): SourceOutcome {
  const evidence = describeVerdict(verdict, ctx);
  // Other readings that also fell in Chile are worth naming: they are why the choice needed the signals.
  const rejected = distinctPlaces(others.filter((other) => distanceMeters(other.reading, reading) >= SAME_METERS && other.verdict.inChile)).slice(0, 3);
  const why =
    rejected.length > 0 ? `; descartadas: ${rejected.map((other) => `${other.reading.label} (${describeVerdict(other.verdict, ctx)})`).join('; ')}` : '';
  const fixes = reading.fixes.map((fix) => ({ ...fix, message: `${fix.message} — confirmado: ${evidence}${why}` }));
  return { kind: 'position', lat: reading.lat, lng: reading.lng, findings: [...fixes, ...reading.notes], verdict, written: false, source };
}

/** Groups readings that land on the same place, keeping the cheapest of each group, cheapest first. */
function distinctPlaces(judged: readonly Judged[]): Judged[] {
  const sorted = [...judged].sort((a, b) => a.reading.cost - b.reading.cost);
  const places: Judged[] = [];
  for (const item of sorted) {
    if (!places.some((place) => distanceMeters(place.reading, item.reading) < SAME_METERS)) places.push(item);
  }
  return places;
}

/**
 * Decides among a source's readings (see the rule at the top of this file). Readings as written
 * inside the region win; else the one place that every signal confirms; else nothing.
 */
export function decide(readings: Iterable<Reading>, source: PairSource, ctx: PlaceContext): SourceOutcome {
  const judged: Judged[] = [];
  for (const reading of readings) {
    const verdict = judge(reading, ctx);
    // As written and inside the region: most rows end here, at their first reading.
    if (reading.kind === 'written' && verdict.inRegion)
      return { kind: 'position', lat: reading.lat, lng: reading.lng, findings: reading.notes, verdict, written: true, source };
    judged.push({ reading, verdict });
  }

  const confirmed = judged.filter(({ reading, verdict }) => reading.kind !== 'written' && confirms(verdict, ctx));
  // A zone the text states, when it is confirmed, beats a zone it does not state.
  const stated = confirmed.filter(({ reading }) => reading.utm?.stated === true);
  const places = distinctPlaces(stated.length > 0 ? stated : confirmed);
  const [only] = places;
  if (only && places.length === 1) return apply(only, source, ctx, judged);
  if (places.length > 1) {
    return verifyOutcome('varias lecturas son posibles y ninguna se puede preferir', places, source, ctx);
  }
  // Nothing confirmed: a reading that falls in the region (or in Chile, with the region unknown) is worth showing.
  const near = judged.filter(({ reading, verdict }) => reading.kind !== 'written' && (verdict.inRegion || (ctx.region === null && verdict.inChile)));
  if (near.length > 0) {
    return verifyOutcome('una corrección es posible, pero no la confirman la región, la tierra y la comuna', distinctPlaces(near), source, ctx);
  }
  const inChile = judged.some(({ verdict }) => verdict.inChile);
  if (judged.length === 0) return { kind: 'invalid', reason: `texto "${source.raw}"`, source };
  const reason = inChile && ctx.region ? `fuera de la región ${ctx.region.shortName}` : 'fuera de Chile';
  // Readings that fall in Chile, none of them in the region: worth listing (a UTM zone, the region to check).
  const inside = distinctPlaces(judged.filter(({ verdict }) => verdict.inChile));
  return inside.length > 0 ? { kind: 'invalid', reason, source, considered: considered(inside, ctx) } : { kind: 'invalid', reason, source };
}

/** The zones a UTM pair is tried in: the region's, or Chile's when the region is unknown. */
const zonesFor = (ctx: PlaceContext) => ctx.region?.utmZones ?? FALLBACK_ZONES;

/** Readings of a cell that holds a whole position (the `coordinates` text, or both numbers in one column). */
function textReadings(text: string, source: PairSource, ctx: PlaceContext, field: string, datum: DatumChoice): Iterable<Reading> | string {
  const link = parseMapLink(text);
  if (link && 'short' in link) return 'enlace de mapa que no trae las coordenadas (un enlace corto no se puede leer sin internet)';
  const linked = link?.pair ?? null;
  const plain = linked ?? plainDegreePair(text);
  const utm = plain ? null : parseUtmText(text);
  if (utm) return utmReadings(utm.easting, utm.northing, utm.zone, utm.band, zonesFor(ctx), source, utm.datum ? { name: utm.datum, stated: true } : datum);
  const pair = plain ?? splitAnglePair(text) ?? splitDegreeText(text);
  if (!pair) return `texto "${text}"`;
  const readings = degreeReadings({ text: pair[0], field }, { text: pair[1], field }, source);
  if (!linked) return readings;
  const note = finding('coordinates-notation', { field, raw: text, fixed: `${pair[0]}, ${pair[1]}`, from: 'map-link' });
  return withNote(readings, note);
}

/** The readings, each with one more note in front. */
function* withNote(readings: Iterable<Reading>, note: FieldFinding): Generator<Reading> {
  for (const reading of readings) yield { ...reading, notes: [note, ...reading.notes] };
}

function readColumns(latText: string, lngText: string, ctx: PlaceContext, datum: DatumChoice): SourceOutcome {
  if (latText === '' && lngText === '') return { kind: 'empty' };
  const source: PairSource = { kind: 'columns', field: 'lat,lng', raw: `${latText}; ${lngText}`.trim() };
  // Both numbers pasted into one column (the other empty, or holding the same text).
  if (lngText === '' || latText === '' || latText === lngText) {
    const whole = latText === '' ? lngText : latText;
    const field = latText === '' ? 'lng' : 'lat';
    const readings = textReadings(whole, { ...source, raw: whole }, ctx, field, datum);
    if (typeof readings !== 'string') {
      const note = finding('coordinates-notation', { field, raw: whole, from: 'one-column' });
      return decide(withNote(readings, note), { ...source, raw: whole }, ctx);
    }
    if (latText === '') return { kind: 'invalid', reason: 'falta la latitud', source };
    if (lngText === '') return { kind: 'invalid', reason: 'falta la longitud', source };
  }
  // UTM metres in the two columns (never negative).
  const northingFirst = parseUtmNumber(latText);
  const eastingFirst = northingFirst === null ? null : parseUtmNumber(lngText);
  const utm = northingFirst !== null && eastingFirst !== null ? utmPair(northingFirst, eastingFirst) : null;
  if (utm) return decide(utmReadings(utm.easting, utm.northing, null, null, zonesFor(ctx), source, datum), source, ctx);
  const first: PairValue = { text: latText, field: 'lat' };
  const second: PairValue = { text: lngText, field: 'lng' };
  const outcome = decide(degreeReadings(first, second, source), source, ctx);
  if (outcome.kind === 'invalid' && outcome.reason === `texto "${source.raw}"`) {
    // No reading at all: name the cell that cannot be read.
    const bad = axisReadings(first, 90).length === 0 && axisReadings(first, 180).length === 0 ? latText : lngText;
    return { kind: 'invalid', reason: `texto "${bad}"`, source };
  }
  return outcome;
}

function readText(text: string, ctx: PlaceContext, datum: DatumChoice): SourceOutcome {
  if (text === '') return { kind: 'empty' };
  const source: PairSource = { kind: 'coordinates', field: 'coordinates', raw: text };
  const readings = textReadings(text, source, ctx, 'coordinates', datum);
  if (typeof readings === 'string') return { kind: 'invalid', reason: readings, source };
  return decide(readings, source, ctx);
}

/** Why a source gives no position, for the findings. */
function reasonOf(outcome: SourceOutcome): string | null {
  return outcome.kind === 'invalid' || outcome.kind === 'verify' ? outcome.reason : null;
}

function sourceLabel(source: PairSource): string {
  return source.kind === 'columns' ? 'lat/lng' : 'el texto de coordenadas';
}

/** `coordinates-far`: a position as written that the signals doubt, kept as written. */
function farFinding(outcome: Extract<SourceOutcome, { kind: 'position' }>, ctx: PlaceContext): FieldFinding | null {
  const { verdict } = outcome;
  if (!outcome.written || plausible(verdict)) return null;
  const problem = !verdict.onLand ? 'caen en el mar o fuera del territorio' : `quedan lejos de la comuna ${ctx.comuna?.name ?? ''}`.trim();
  return finding('coordinates-far', {
    field: outcome.source.field,
    raw: outcome.source.raw,
    fixed: formatLatLng(roundDegrees(outcome.lat), roundDegrees(outcome.lng)),
    problem,
    verdict: describeVerdict(verdict, ctx),
  });
}

/**
 * Resolves a row's position: reads the columns and the text, applies the rule at the top of
 * this file to each, and compares them when both give one. A position that cannot be recovered
 * gives `null`s and a finding saying why (and what was considered).
 */
export function resolvePosition(input: PositionInput, ctx: PlaceContext): PositionResult {
  const { datum, datumFindings } = datumOfCell(input.datum ?? '');
  const result = resolveInDatum(input, ctx, datum);
  return datumFindings.length === 0 ? result : { ...result, findings: [...datumFindings, ...result.findings] };
}

function resolveInDatum(input: PositionInput, ctx: PlaceContext, datum: DatumChoice): PositionResult {
  const latText = input.lat.trim();
  const lngText = input.lng.trim();
  const text = (input.coordinates ?? '').trim();
  if (latText === '' && lngText === '' && text === '') {
    return { lat: null, lng: null, findings: [finding('coordinates-missing', { field: 'lat,lng', raw: null })] };
  }
  const columns = readColumns(latText, lngText, ctx, datum);
  const coordinates = readText(text, ctx, datum);
  const chosen = columns.kind === 'position' ? columns : coordinates.kind === 'position' ? coordinates : null;

  if (!chosen) {
    const verify = [columns, coordinates].filter((o): o is Extract<SourceOutcome, { kind: 'verify' }> => o.kind === 'verify');
    if (verify.length > 0) {
      return {
        lat: null,
        lng: null,
        findings: verify.map((outcome) =>
          finding('coordinates-verify', {
            field: outcome.source.field,
            raw: outcome.source.raw,
            reason: outcome.reason,
            considered: outcome.considered,
            candidates: outcome.candidates,
          }),
        ),
      };
    }
    // A reading inside Chile but outside the region says more than a parse failure in the other source.
    const regional = [columns, coordinates].find((o) => o.kind === 'invalid' && o.reason.startsWith('fuera de la región'));
    const reported = regional ?? (columns.kind === 'empty' ? coordinates : columns);
    const source = reported.kind === 'empty' ? null : reported.source;
    return {
      lat: null,
      lng: null,
      findings: [
        finding('coordinates-invalid', {
          field: source?.field ?? 'lat,lng',
          raw: source?.raw ?? null,
          reason: reasonOf(reported) ?? 'fuera de Chile',
          ...(reported.kind === 'invalid' && reported.considered ? { considered: reported.considered } : {}),
        }),
      ],
    };
  }

  const lat = roundDegrees(chosen.lat);
  const lng = roundDegrees(chosen.lng);
  const findings: FieldFinding[] = [];
  const other = chosen === columns ? coordinates : columns;
  if (other.kind === 'position') {
    const meters = distanceMeters(chosen, other);
    if (meters > MISMATCH_METERS) {
      findings.push(
        finding('coordinates-mismatch', {
          field: 'coordinates',
          raw: text,
          fixed: formatLatLng(lat, lng),
          km: (meters / 1000).toFixed(1),
          used: sourceLabel(chosen.source),
        }),
      );
    }
  } else if (other.kind !== 'empty') {
    const reason = reasonOf(other) ?? 'no usado';
    findings.push(
      other.source.kind === 'columns'
        ? finding('latlng-ignored', { field: 'lat,lng', raw: other.source.raw, fixed: formatLatLng(lat, lng), reason })
        : finding('coordinates-ignored', { field: 'coordinates', raw: other.source.raw, reason }),
    );
  }
  findings.push(...chosen.findings);
  const far = farFinding(chosen, ctx);
  if (far) findings.push(far);
  return { lat, lng, findings };
}
