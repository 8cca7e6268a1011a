/**
 * A row's position from its `lat`/`lng` cells and, for collection points, its `coordinates` text.
 * Pure: returns the position and findings; the caller adds file and line.
 */
import type { Comuna } from '../../schema/comuna.ts';
import type { FieldFinding } from '../../schema/finding.ts';
import type { Box, Region } from '../../schema/region.ts';
import type { PairSource, PairValue, SourceOutcome } from './candidates.ts';
import { chooseCandidate, degreeCandidates, utmCandidates, writtenReading } from './candidates.ts';
import { distanceMeters } from './geo.ts';
import { formatLatLng, parseDecimal, parseUtmNumber, roundDegrees, utmPair } from './numbers.ts';
import { parseUtmText, plainDegreePair, splitDegreeText } from './text.ts';

/** The raw cells; `coordinates` only exists for collection points. */
export interface PositionInput {
  lat: string;
  lng: string;
  coordinates?: string;
}

export interface PositionContext {
  /** The row's region, when recognised. */
  region: Region | null;
  /** The row's comuna, when recognised; only breaks ties between readings inside the region. */
  comuna: Comuna | null;
  /** Union of all regions' bounds, used when the region is unknown. */
  chile: readonly Box[];
}

export interface PositionResult {
  lat: number | null;
  lng: number | null;
  findings: FieldFinding[];
}

/** Above this distance the columns and the text are reported as disagreeing. */
const MISMATCH_METERS = 1000;

const INVALID = 'Coordenadas no válidas';

function readColumns(latText: string, lngText: string, ctx: PositionContext): SourceOutcome {
  if (latText === '' && lngText === '') return { kind: 'empty' };
  const source: PairSource = { kind: 'columns', field: 'lat,lng', raw: `${latText}; ${lngText}`.trim() };
  const lat = latText === '' ? null : parseDecimal(latText);
  const lng = lngText === '' ? null : parseDecimal(lngText);
  if (latText !== '' && !lat) return { kind: 'invalid', reason: `texto "${latText}"`, source };
  if (lngText !== '' && !lng) return { kind: 'invalid', reason: `texto "${lngText}"`, source };
  if (!lat) return { kind: 'invalid', reason: 'falta la latitud', source };
  if (!lng) return { kind: 'invalid', reason: 'falta la longitud', source };
  // UTM metres are never negative (parseUtmNumber gives null): most rows skip reading them.
  const negative = lat.digits.startsWith('-') || lng.digits.startsWith('-');
  const northingFirst = negative ? null : parseUtmNumber(latText);
  const eastingFirst = negative ? null : parseUtmNumber(lngText);
  const utm = northingFirst !== null && eastingFirst !== null ? utmPair(northingFirst, eastingFirst) : null;
  if (utm) return chooseCandidate(utmCandidates(utm.easting, utm.northing, null, null, ctx), source, ctx);
  const first: PairValue = { text: latText, parsed: lat, field: 'lat' };
  const second: PairValue = { text: lngText, parsed: lng, field: 'lng' };
  return writtenReading(first, second, source, ctx) ?? chooseCandidate(degreeCandidates(first, second, source), source, ctx);
}

function readText(text: string, ctx: PositionContext): SourceOutcome {
  if (text === '') return { kind: 'empty' };
  const source: PairSource = { kind: 'coordinates', field: 'coordinates', raw: text };
  const plain = plainDegreePair(text);
  const utm = plain ? null : parseUtmText(text);
  if (utm) return chooseCandidate(utmCandidates(utm.easting, utm.northing, utm.zone, utm.band, ctx), source, ctx);
  const pair = plain ?? splitDegreeText(text);
  const first = pair ? parseDecimal(pair[0]) : null;
  const second = pair ? parseDecimal(pair[1]) : null;
  if (!pair || !first || !second) return { kind: 'invalid', reason: `texto "${text}"`, source };
  const values: [PairValue, PairValue] = [
    { text: pair[0], parsed: first, field: 'coordinates' },
    { text: pair[1], parsed: second, field: 'coordinates' },
  ];
  return writtenReading(values[0], values[1], source, ctx) ?? chooseCandidate(degreeCandidates(values[0], values[1], source), source, ctx);
}

/** Why a source cannot be used, for `Coordenadas no válidas: …`. */
function reasonOf(outcome: SourceOutcome, ctx: PositionContext): string | null {
  if (outcome.kind === 'empty') return null;
  if (outcome.kind === 'invalid') return outcome.reason;
  if (outcome.inTarget) return null;
  return outcome.inChile && ctx.region ? `fuera de la región ${ctx.region.shortName}` : 'fuera de Chile';
}

function sourceLabel(source: PairSource): string {
  return source.kind === 'columns' ? 'lat/lng' : 'el texto de coordenadas';
}

/**
 * Resolves a row's position. Decimal points lost on export are restored, swapped lat/lng exchanged,
 * UTM converted (zone chosen by the region), and `coordinates` text compared with the columns.
 * A position that cannot be recovered, or falls outside the region (or Chile), gives `null`s and an error.
 */
export function resolvePosition(input: PositionInput, ctx: PositionContext): PositionResult {
  const latText = input.lat.trim();
  const lngText = input.lng.trim();
  const text = (input.coordinates ?? '').trim();
  if (latText === '' && lngText === '' && text === '') {
    const message = `${INVALID}: sin coordenadas`;
    return { lat: null, lng: null, findings: [{ field: 'lat,lng', code: 'coordinates-missing', severity: 'error', raw: null, fixed: null, message }] };
  }
  const columns = readColumns(latText, lngText, ctx);
  const coordinates = readText(text, ctx);
  const chosen = [columns, coordinates].find((o) => o.kind === 'position' && o.inTarget);

  if (!chosen || chosen.kind !== 'position') {
    // A reading inside Chile but outside the region says more than a parse failure in the other source.
    const outsideRegion = [columns, coordinates].find((o) => o.kind === 'position' && o.inChile);
    const reported = outsideRegion ?? (columns.kind === 'empty' ? coordinates : columns);
    const reason = reasonOf(reported, ctx) ?? 'fuera de Chile';
    const source = reported.kind === 'empty' ? null : reported.source;
    return {
      lat: null,
      lng: null,
      findings: [
        {
          field: source?.field ?? 'lat,lng',
          code: 'coordinates-invalid',
          severity: 'error',
          raw: source?.raw ?? null,
          fixed: null,
          message: `${INVALID}: ${reason}`,
        },
      ],
    };
  }

  const lat = roundDegrees(chosen.lat);
  const lng = roundDegrees(chosen.lng);
  const findings: FieldFinding[] = [];
  const other = chosen === columns ? coordinates : columns;
  if (other.kind === 'position' && other.inChile && chosen.inChile) {
    const meters = distanceMeters(chosen, other);
    if (meters > MISMATCH_METERS) {
      const usedNote = chosen === columns ? '' : ` (lat/lng queda ${reasonOf(columns, ctx) ?? 'fuera'})`;
      findings.push({
        field: 'coordinates',
        code: 'coordinates-mismatch',
        severity: 'warning',
        raw: text,
        fixed: formatLatLng(lat, lng),
        message: `El texto de coordenadas está a ${(meters / 1000).toFixed(1)} km de lat/lng; se usa ${sourceLabel(chosen.source)}${usedNote}`,
      });
    }
  } else if (other.kind !== 'empty') {
    const reason = reasonOf(other, ctx) ?? 'no usado';
    findings.push(
      other.source.kind === 'columns'
        ? {
            field: 'lat,lng',
            code: 'latlng-ignored',
            severity: 'warning',
            raw: other.source.raw,
            fixed: formatLatLng(lat, lng),
            message: `lat/lng no válidos (${reason}); se usa el texto de coordenadas`,
          }
        : {
            field: 'coordinates',
            code: 'coordinates-ignored',
            severity: 'info',
            raw: other.source.raw,
            fixed: null,
            message: `Texto de coordenadas no usado (${reason}); se usa lat/lng`,
          },
    );
  }
  findings.push(...chosen.findings);
  if (chosen.commaDecimal) {
    findings.push({
      field: chosen.source.field,
      code: 'comma-decimal',
      severity: 'info',
      raw: chosen.source.raw,
      fixed: formatLatLng(lat, lng),
      message: 'Coma decimal aceptada',
    });
  }
  return { lat, lng, findings };
}

