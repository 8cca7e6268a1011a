/**
 * Every reading of a pair of numbers (as written, decimal point restored, swapped, UTM in each zone)
 * and the choice of the one that falls inside the row's region.
 */
import type { Comuna } from '../../schema/comuna.ts';
import type { FieldFinding } from '../../schema/finding.ts';
import type { Box, Region } from '../../schema/region.ts';
import { distanceMeters, inBoxes, southernBandRange, utmToLatLng } from './geo.ts';
import type { ParsedDecimal } from './numbers.ts';
import { formatLatLng, restoreDecimal } from './numbers.ts';

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
  parsed: ParsedDecimal;
  /** Column for findings about this value alone (`lat`, `lng`, or `coordinates` for text). */
  field: string;
}

/** UTM details kept on a candidate so the finding can name the zone once the choice is made. */
interface UtmDetails {
  zone: number;
  explicitZone: number | null;
  band: string | null;
}

/** A possible position with the fixes it takes and how much it departs from what was written. */
export interface Candidate {
  lat: number;
  lng: number;
  /** Number of fixes; the cheapest candidate inside the region wins. */
  cost: number;
  /** Findings for the fixes, except UTM ones, which depend on the choice. */
  findings: FieldFinding[];
  commaDecimal: boolean;
  utm?: UtmDetails;
}

/** Context for choosing between candidates. */
export interface ChoiceContext {
  region: Region | null;
  comuna: Comuna | null;
  chile: readonly Box[];
}

/** Integer digits tried when restoring a lost decimal point (Isla de Pascua needs 3: -109.x). */
const INTEGER_DIGITS = [1, 2, 3] as const;

interface Reading {
  value: number;
  finding: FieldFinding | null;
}

/** The degree values a cell can stand for: itself when it can be a degree, and restored points when it is too large for a latitude. */
function readings(value: PairValue, limit: number): Reading[] {
  const out: Reading[] = [];
  const { parsed } = value;
  if (!parsed.pointLost && Math.abs(parsed.value) <= limit) out.push({ value: parsed.value, finding: null });
  if (parsed.pointLost || Math.abs(parsed.value) > 90) {
    for (const digits of INTEGER_DIGITS) {
      const restored = restoreDecimal(parsed.digits, digits);
      if (restored === null || Math.abs(restored) > limit || out.some((r) => r.value === restored)) continue;
      out.push({
        value: restored,
        finding: {
          field: value.field,
          code: 'decimal-restored',
          severity: 'warning',
          raw: value.text,
          fixed: String(restored),
          message: `Punto decimal perdido restaurado: ${value.text} → ${restored}`,
        },
      });
    }
  }
  return out;
}

/** Readings of a pair of degrees: as written, with restored decimal points, and swapped (lat and lng exchanged). */
export function degreeCandidates(first: PairValue, second: PairValue, source: PairSource): Candidate[] {
  const out: Candidate[] = [];
  const commaDecimal = first.parsed.commaDecimal || second.parsed.commaDecimal;
  for (const swapped of [false, true]) {
    const latValue = swapped ? second : first;
    const lngValue = swapped ? first : second;
    for (const lat of readings(latValue, 90)) {
      for (const lng of readings(lngValue, 180)) {
        const findings: FieldFinding[] = [];
        if (lat.finding) findings.push(lat.finding);
        if (lng.finding) findings.push(lng.finding);
        if (swapped) {
          findings.push({
            field: source.field,
            code: 'latlng-swapped',
            severity: 'warning',
            raw: source.raw,
            fixed: formatLatLng(lat.value, lng.value),
            message: 'Latitud y longitud estaban intercambiadas',
          });
        }
        out.push({ lat: lat.value, lng: lng.value, cost: findings.length, findings, commaDecimal });
      }
    }
  }
  return out;
}

/**
 * The pair as written, when it can be degrees and falls inside the row's region (or Chile): the
 * choice {@link chooseCandidate} makes among all of {@link degreeCandidates}, without building them.
 * Every other reading takes at least one fix, so none can beat it. Null when the choice needs them.
 */
export function writtenReading(first: PairValue, second: PairValue, source: PairSource, ctx: ChoiceContext): SourceOutcome | null {
  const lat = first.parsed;
  const lng = second.parsed;
  if (lat.pointLost || lng.pointLost || Math.abs(lat.value) > 90 || Math.abs(lng.value) > 180) return null;
  if (!inBoxes(lat.value, lng.value, targetBoxes(ctx))) return null;
  return {
    kind: 'position',
    lat: lat.value,
    lng: lng.value,
    inTarget: true,
    inChile: true,
    findings: [],
    commaDecimal: lat.commaDecimal || lng.commaDecimal,
    source,
  };
}

/** Zones tried when the row's region is unknown. */
const FALLBACK_ZONES = [18, 19, 12, 17] as const;

/** UTM readings: the explicit zone first, then each zone of the region (or of Chile). */
export function utmCandidates(
  easting: number,
  northing: number,
  explicitZone: number | null,
  band: string | null,
  ctx: ChoiceContext,
): Candidate[] {
  const zones = [...(ctx.region?.utmZones ?? FALLBACK_ZONES)];
  const ordered = explicitZone === null ? zones : [explicitZone, ...zones.filter((z) => z !== explicitZone)];
  return ordered.map((zone) => {
    const { lat, lng } = utmToLatLng(zone, easting, northing);
    const cost = explicitZone === null || zone === explicitZone ? 0 : 1;
    return { lat, lng, cost, findings: [], commaDecimal: false, utm: { zone, explicitZone, band } };
  });
}

/** Boxes a chosen position must fall in: the region's, or Chile's when the region is unknown. */
export function targetBoxes(ctx: ChoiceContext): readonly Box[] {
  return ctx.region?.bounds ?? ctx.chile;
}

/** Name used in messages for the target area. */
export function targetName(ctx: ChoiceContext): string {
  return ctx.region?.shortName ?? 'Chile';
}

/** The cheapest candidate; ties go to the one nearest the comuna's town when known, else to the first. */
export function cheapest(candidates: readonly Candidate[], comuna: Comuna | null): { best: Candidate; byComuna: boolean } | null {
  const first = candidates[0];
  if (first === undefined) return null;
  const minCost = Math.min(...candidates.map((c) => c.cost));
  const tied = candidates.filter((c) => c.cost === minCost);
  const head = tied[0] ?? first;
  if (tied.length === 1 || comuna === null) return { best: head, byComuna: false };
  let best = head;
  let bestDistance = distanceMeters(head, comuna);
  for (const candidate of tied.slice(1)) {
    const d = distanceMeters(candidate, comuna);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return { best, byComuna: true };
}

/** Findings for a chosen UTM candidate: conversion (or zone correction) and band check. */
export function utmFindings(chosen: Candidate, byComuna: boolean, source: PairSource, ctx: ChoiceContext): FieldFinding[] {
  const { utm } = chosen;
  if (!utm) return [];
  const place = targetName(ctx);
  const why = byComuna && ctx.comuna
    ? `zona ${utm.zone} elegida porque cae en ${place} y queda más cerca de ${ctx.comuna.name}`
    : `zona ${utm.zone} elegida porque cae en ${place}`;
  const corrected = utm.explicitZone !== null && utm.explicitZone !== utm.zone;
  const detail = corrected
    ? `la zona ${utm.explicitZone} indicada cae fuera de ${place}; ${why}`
    : utm.explicitZone !== null
      ? `zona ${utm.zone} indicada, cae en ${place}`
      : why;
  const findings: FieldFinding[] = [
    {
      field: source.field,
      code: corrected ? 'utm-zone-corrected' : 'utm-converted',
      severity: 'warning',
      raw: source.raw,
      fixed: formatLatLng(chosen.lat, chosen.lng, 6),
      message: `UTM ${utm.zone}S convertido a lat/lng (${detail})`,
    },
  ];
  const range = utm.band === null ? null : southernBandRange(utm.band);
  if (range && (chosen.lat < range.minLat || chosen.lat > range.maxLat)) {
    findings.push({
      field: source.field,
      code: 'utm-band-mismatch',
      severity: 'warning',
      raw: source.raw,
      fixed: null,
      message: `La banda ${utm.band} indica latitud entre ${range.minLat}° y ${range.maxLat}°, pero el punto queda en ${chosen.lat.toFixed(2)}°`,
    });
  }
  return findings;
}

/** What one source (columns or text) says about the position. */
export type SourceOutcome =
  | { kind: 'empty' }
  | { kind: 'invalid'; reason: string; source: PairSource }
  | {
      kind: 'position';
      lat: number;
      lng: number;
      /** Inside the region (or Chile when the region is unknown): usable. */
      inTarget: boolean;
      inChile: boolean;
      findings: FieldFinding[];
      commaDecimal: boolean;
      source: PairSource;
    };

/**
 * Chooses among a source's candidates: the cheapest inside the region (or Chile); failing that, the cheapest
 * inside Chile, then the cheapest of all, which are reported as unusable with the reason.
 */
export function chooseCandidate(candidates: readonly Candidate[], source: PairSource, ctx: ChoiceContext): SourceOutcome {
  const target = targetBoxes(ctx);
  const inTarget = candidates.filter((c) => inBoxes(c.lat, c.lng, target));
  const inside = cheapest(inTarget, ctx.comuna);
  if (inside) {
    const { best, byComuna } = inside;
    return {
      kind: 'position',
      lat: best.lat,
      lng: best.lng,
      inTarget: true,
      inChile: true,
      findings: [...best.findings, ...utmFindings(best, byComuna, source, ctx)],
      commaDecimal: best.commaDecimal,
      source,
    };
  }
  const inChile = cheapest(candidates.filter((c) => inBoxes(c.lat, c.lng, ctx.chile)), ctx.comuna);
  const fallback = inChile ?? cheapest(candidates, ctx.comuna);
  if (!fallback) return { kind: 'invalid', reason: 'fuera de Chile', source };
  return {
    kind: 'position',
    lat: fallback.best.lat,
    lng: fallback.best.lng,
    inTarget: false,
    inChile: inChile !== null,
    findings: [],
    commaDecimal: fallback.best.commaDecimal,
    source,
  };
}
