import { existsSync, readFileSync } from 'node:fs';
import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import type { FieldFinding } from '../../findings/finding.ts';
import { FieldFindingSchema } from '../../findings/finding.ts';
import { mulberry32 } from '../../fixtures/random.ts';
import type { Comuna } from '../../schema/comuna.ts';
import type { Box, Region } from '../../schema/region.ts';
import { RegionsFileSchema } from '../../schema/region.ts';
import { distanceMeters, inBoxes, latLngToUtm, southernBandRange, utmToLatLng } from './geo.ts';
import { chileLandMask } from './land.ts';
import { parseUtmText, plainDegreePair, splitDegreeText } from './notations.ts';
import { parseDecimal, parseUtmNumber, restoreDecimal } from './numbers.ts';
import type { PositionContext, PositionInput, PositionResult } from './position.ts';
import { resolvePosition } from './position.ts';

// ---------------------------------------------------------------------------------------------
// Fixtures: realistic boxes for a few regions (not the reference file).

function region(code: string, shortName: string, bounds: Box[], utmZones: number[]): Region {
  return { code, cut: '00', name: shortName, shortName, aliases: [shortName], bounds, utmZones };
}

const RM = region('CL-RM', 'RM', [{ minLat: -34.3, maxLat: -32.9, minLng: -71.75, maxLng: -69.75 }], [19]);
const VALPARAISO = region(
  'CL-VS',
  'Valparaíso',
  [
    { minLat: -33.97, maxLat: -32.02, minLng: -71.85, maxLng: -69.95 },
    // Juan Fernández (Robinson Crusoe, Santa Clara, Alejandro Selkirk)
    { minLat: -33.85, maxLat: -33.55, minLng: -80.85, maxLng: -78.75 },
    // Isla de Pascua
    { minLat: -27.22, maxLat: -27.05, minLng: -109.47, maxLng: -109.22 },
  ],
  [19, 17, 12],
);
const BIOBIO = region('CL-BI', 'Biobío', [{ minLat: -38.5, maxLat: -36.4, minLng: -73.95, maxLng: -71.0 }], [18, 19]);
const LOS_LAGOS = region('CL-LL', 'Los Lagos', [{ minLat: -44.1, maxLat: -40.2, minLng: -74.9, maxLng: -71.55 }], [18, 19]);
const MAGALLANES = region('CL-MA', 'Magallanes', [{ minLat: -56.0, maxLat: -48.6, minLng: -75.8, maxLng: -66.4 }], [18, 19]);

const REGIONS = [RM, VALPARAISO, BIOBIO, LOS_LAGOS, MAGALLANES];
const CHILE: Box[] = REGIONS.flatMap((r) => r.bounds);

function comuna(name: string, regionCode: string, lat: number, lng: number): Comuna {
  return { cut: '00000', name, region: regionCode, lat, lng };
}

const PRIMAVERA = comuna('Primavera', 'CL-MA', -52.78, -69.29);

function ctx(r: Region | null, c: Comuna | null = null, chile: readonly Box[] = CHILE): PositionContext {
  return { region: r, comuna: c, chile, seats: c ? [c] : [] };
}

function resolve(input: Partial<PositionInput>, context: PositionContext): PositionResult {
  const result = resolvePosition({ lat: '', lng: '', ...input }, context);
  for (const finding of result.findings) FieldFindingSchema.parse(finding);
  return result;
}

function codes(result: PositionResult): string[] {
  return result.findings.map((f) => f.code);
}

function only(result: PositionResult, code: string): FieldFinding {
  const found = result.findings.filter((f) => f.code === code);
  expect(found, `findings ${JSON.stringify(result.findings)}`).toHaveLength(1);
  return found[0] as FieldFinding;
}

function expectNear(result: PositionResult, lat: number, lng: number, meters = 1): void {
  expect(result.lat, JSON.stringify(result)).not.toBeNull();
  expect(result.lng).not.toBeNull();
  expect(distanceMeters({ lat: result.lat ?? 0, lng: result.lng ?? 0 }, { lat, lng })).toBeLessThan(meters);
}

/** Santiago, zone 19 south: E 346000 N 6297000. */
const SANTIAGO_UTM = utmToLatLng(19, 346000, 6297000);

// ---------------------------------------------------------------------------------------------
// Helpers

describe('parseDecimal', () => {
  it.each([
    ['-33.4489', -33.4489, false, false],
    ['-33,4489', -33.4489, true, false],
    ['  -70.6693  ', -70.6693, false, false],
    ['+70.6', 70.6, false, false],
    ['- 33.5', -33.5, false, false],
    ['\u221233.5', -33.5, false, false],
    ['-33.4489°', -33.4489, false, false],
    ['-334489123', -334489123, false, false],
    ['-33.448.912', -33448912, false, true],
    ['-70,648,000', -70648000, false, true],
    ['-33.', -33, false, false],
  ])('%j → %d (comma %s, point lost %s)', (text, value, commaDecimal, pointLost) => {
    expect(parseDecimal(text)).toMatchObject({ value, commaDecimal, pointLost });
  });

  it('keeps sign and digits without separators for restoration', () => {
    expect(parseDecimal('-33.448.912')?.digits).toBe('-33448912');
    expect(parseDecimal('-33,4489')?.digits).toBe('-334489');
  });

  it('reads a plain number as the general path does (spaces around it take that path)', () => {
    const random = mulberry32(20261125);
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
    for (let i = 0; i < 5000; i++) {
      const text = `${['', '-', '+'][Math.floor(random() * 3)]}${digits(1 + Math.floor(random() * 10))}${random() < 0.8 ? `.${digits(1 + Math.floor(random() * 9))}` : ''}`;
      expect(parseDecimal(text), text).toEqual(parseDecimal(` ${text} `));
    }
  });

  it.each(['', '   ', 'sin dato', '#N/A', '-', '.', '12a', '-33.4 -70.6'])('%j is not a number', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('restoreDecimal', () => {
  it.each([
    ['-334489123', 2, -33.4489123],
    ['-334489123', 1, -3.34489123],
    ['-334489123', 3, -334.489123],
    ['-70648000', 2, -70.648],
    ['-1094281000', 3, -109.4281],
    ['-33.448.912', 2, -33.448912],
    ['-0706693', 2, -70.6693],
    ['334489', 2, 33.4489],
  ])('%s with %i integer digits → %d', (text, digits, expected) => {
    expect(restoreDecimal(text, digits)).toBe(expected);
  });

  it.each([
    ['-70', 2],
    ['sin dato', 2],
    ['-334489', 0],
  ])('%s with %i integer digits → null', (text, digits) => {
    expect(restoreDecimal(text, digits)).toBeNull();
  });
});

describe('parseUtmNumber', () => {
  it.each([
    ['346000', 346000],
    ['346000.25', 346000.25],
    ['346000,25', 346000.25],
    ['346.000', 346000],
    ['6.297.000', 6297000],
    ['6.297.000,5', 6297000.5],
    ['6,297,000', 6297000],
    [' +346000 ', 346000],
    ['346 000', 346000],
    ['6\u00A0297\u00A0000', 6297000],
  ])('%j → %d', (text, expected) => {
    expect(parseUtmNumber(text)).toBe(expected);
  });

  it.each(['-346000', 'abc', '', '34 6000'])('%j → null', (text) => {
    expect(parseUtmNumber(text)).toBeNull();
  });
});

describe('parseUtmText', () => {
  it.each([
    ['19H 346000 6297000', 19, 'H'],
    ['19 H 346000E 6297000N', 19, 'H'],
    ['19h 346000 6297000', 19, 'H'],
    ['346000, 6297000', null, null],
    ['346000 6297000', null, null],
    ['346000,6297000', null, null],
    ['6297000 346000', null, null],
    ['E 346000 N 6297000', null, null],
    ['N 6297000 E 346000', null, null],
    ['E: 346.000 N: 6.297.000', null, null],
    ['Este: 346.000 Norte: 6.297.000', null, null],
    ['UTM 19S 346000 6297000', 19, 'S'],
    ['UTM19S 346000 6297000', 19, 'S'],
    ['UTM 346000 6297000', null, null],
    ['19 E 346000 N 6297000', 19, null],
    ['Huso 19 346000 6297000', 19, null],
    ['Huso 19 Sur 346000 6297000', 19, null],
    ['Zona 19S E 346000 N 6297000', 19, 'S'],
    ['HUSO: 19 Sur - E 346.000 / N 6.297.000', 19, null],
    ['346 000 6 297 000', null, null],
    ['E 346\u00A0000 N 6\u00A0297\u00A0000', null, null],
    ['(346000; 6297000)', null, null],
  ])('%j → zone %s band %s', (text, zone, band) => {
    expect(parseUtmText(text)).toEqual({ zone, band, easting: 346000, northing: 6297000 });
  });

  it('returns the datum a text names', () => {
    expect(parseUtmText('19H 346000 6297000 WGS84')).toEqual({ zone: 19, band: 'H', easting: 346000, northing: 6297000, datum: 'WGS84' });
  });

  it('keeps decimals of the metres', () => {
    expect(parseUtmText('19H 346000.12 6297000.55')).toEqual({ zone: 19, band: 'H', easting: 346000.12, northing: 6297000.55 });
  });

  it.each(['-33.4489, -70.6693', 'sin dato', '346000', '19H 346000', '50000 6297000', '346000 600000', '346000 6297000 7000000', 'ver mapa 346000 6297000'])(
    '%j is not UTM',
    (text) => {
      expect(parseUtmText(text)).toBeNull();
    },
  );
});

describe('splitDegreeText', () => {
  it.each([
    ['"-33.4489, -70.6693"', '-33.4489', '-70.6693'],
    ['-33.4489 -70.6693', '-33.4489', '-70.6693'],
    ['-33,4489; -70,6693', '-33,4489', '-70,6693'],
    ['(-33.4489, -70.6693)', '-33.4489', '-70.6693'],
    ['-33.4489,-70.6693', '-33.4489', '-70.6693'],
    ['-33,4489,-70,6693', '-33,4489', '-70,6693'],
    ['Lat: -33.4489 Lng: -70.6693', '-33.4489', '-70.6693'],
    ['-334489123 -706693000', '-334489123', '-706693000'],
    ['\u221233.4489 \u221270.6693', '-33.4489', '-70.6693'],
  ])('%j → %s / %s', (text, a, b) => {
    expect(splitDegreeText(text)).toEqual([a, b]);
  });

  it.each(['sin dato', '-33.4489', '-33.4 -70.6 -71.2', 'Av. Grecia 123, -70.6', '#N/A'])('%j → null', (text) => {
    expect(splitDegreeText(text)).toBeNull();
  });
});

describe('plainDegreePair', () => {
  it('reads exactly what the general path reads, on random plain and near-plain cells', () => {
    const random = mulberry32(20261122);
    const digits = (min: number, max: number) => String(Math.floor(random() * 10 ** (min + Math.floor(random() * (max - min + 1)))));
    const number = () => `${['', '-', '+'][Math.floor(random() * 3)]}${digits(1, 4)}${random() < 0.9 ? `.${digits(1, 8)}` : ''}`;
    const separators = [', ', ',', ' , ', ' ', '; ', ',  '];
    let plain = 0;
    for (let i = 0; i < 5000; i++) {
      const text = `${number()}${separators[Math.floor(random() * separators.length)]}${number()}`;
      const fast = plainDegreePair(text);
      if (fast === null) continue;
      plain++;
      expect(parseUtmText(text), text).toBeNull();
      expect(splitDegreeText(text), text).toEqual(fast);
    }
    expect(plain).toBeGreaterThan(1000);
  });

  it.each(['346000.5, 6297000.5', '-33,4489, -70,6693', '(-33.4489, -70.6693)', '-33.4489 -70.6693', '-1234.5, -70.1'])('%j takes the general path', (text) => {
    expect(plainDegreePair(text)).toBeNull();
  });
});

describe('utmToLatLng', () => {
  const proj19 = proj4('+proj=utm +zone=19 +south +datum=WGS84 +units=m +no_defs', 'WGS84');

  it('19S E 346000 N 6297000 is in Santiago', () => {
    expect(SANTIAGO_UTM.lat).toBeCloseTo(-33.4554, 3);
    expect(SANTIAGO_UTM.lng).toBeCloseTo(-70.657, 3);
    const [lng, lat] = proj19.forward([346000, 6297000]);
    expect(SANTIAGO_UTM).toEqual({ lat, lng });
  });

  it.each([
    [19, 346000, 6297000],
    [18, 673905.16, 5922544.58],
    [12, 655764.95, 6996341.14],
    [17, 700000, 6270000],
  ])('zone %i E %d N %d round-trips within 1 m', (zone, easting, northing) => {
    const { lat, lng } = utmToLatLng(zone, easting, northing);
    const back = proj4(`+proj=utm +zone=${zone} +south +datum=WGS84 +units=m +no_defs`, 'WGS84').inverse([lng, lat]);
    expect(Math.hypot((back[0] ?? 0) - easting, (back[1] ?? 0) - northing)).toBeLessThan(1);
    const mine = latLngToUtm(zone, lat, lng);
    expect(Math.hypot(mine.easting - easting, mine.northing - northing)).toBeLessThan(1);
  });

  it('shifts longitude by 6° per zone at the same latitude', () => {
    const z18 = utmToLatLng(18, 346000, 6297000);
    expect(z18.lat).toBeCloseTo(SANTIAGO_UTM.lat, 9);
    expect(z18.lng).toBeCloseTo(SANTIAGO_UTM.lng - 6, 9);
  });

  it('rejects zones outside 1–60', () => {
    expect(() => utmToLatLng(0, 346000, 6297000)).toThrow(RangeError);
    expect(() => utmToLatLng(61, 346000, 6297000)).toThrow(RangeError);
  });
});

describe('southernBandRange', () => {
  it.each([
    ['C', -80, -72],
    ['F', -56, -48],
    ['H', -40, -32],
    ['J', -32, -24],
    ['K', -24, -16],
    ['L', -16, -8],
    ['M', -8, 0],
  ])('band %s covers %i..%i', (band, minLat, maxLat) => {
    expect(southernBandRange(band)).toEqual({ minLat, maxLat });
  });

  it.each(['N', 'S', 'X', 'I', 'O', 'HH', ''])('%j is not a southern band', (band) => {
    expect(southernBandRange(band)).toBeNull();
  });
});

describe('distanceMeters', () => {
  it.each([
    [{ lat: -33.4489, lng: -70.6693 }, { lat: -33.4489, lng: -70.6693 }, 0, 0.001],
    [{ lat: -33, lng: -70 }, { lat: -34, lng: -70 }, 111_195, 10],
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111_195, 10],
    // Santiago – Valparaíso
    [{ lat: -33.4489, lng: -70.6693 }, { lat: -33.0472, lng: -71.6127 }, 98_445, 100],
  ])('%j – %j ≈ %d m', (a, b, expected, tolerance) => {
    expect(Math.abs(distanceMeters(a, b) - expected)).toBeLessThan(tolerance);
    expect(distanceMeters(b, a)).toBeCloseTo(distanceMeters(a, b), 6);
  });
});

describe('inBoxes', () => {
  it.each([
    [-33.4489, -70.6693, RM.bounds, true],
    [-34.3, -71.75, RM.bounds, true],
    [-34.31, -70.6, RM.bounds, false],
    [-36.82, -73.05, RM.bounds, false],
    [-27.1467, -109.4281, VALPARAISO.bounds, true],
    [-33.64, -78.83, VALPARAISO.bounds, true],
    [-30, -90, VALPARAISO.bounds, false],
    [-33.4489, -70.6693, [], false],
  ])('(%d, %d) → %s', (lat, lng, boxes, expected) => {
    expect(inBoxes(lat, lng, boxes)).toBe(expected);
  });
});

// ---------------------------------------------------------------------------------------------
// Rules

describe('resolvePosition: decimal numbers (rule 1)', () => {
  it.each([
    ['-33.4489', '-70.6693'],
    [' -33.4489 ', '  -70.6693'],
    ['-33,4489', '-70,6693'],
    ['-33,4489', '-70.6693'],
  ])('%j, %j → -33.4489, -70.6693', (lat, lng) => {
    const result = resolve({ lat, lng }, ctx(RM));
    expect(result).toMatchObject({ lat: -33.4489, lng: -70.6693 });
    expect(result.findings.every((f) => f.code === 'comma-decimal' && f.severity === 'info')).toBe(true);
  });

  it('reports comma decimals at most once per row', () => {
    const result = resolve({ lat: '-33,4489', lng: '-70,6693', coordinates: '-33,4489; -70,6693' }, ctx(RM));
    expect(codes(result)).toEqual(['comma-decimal']);
  });

  it('is silent for point decimals', () => {
    expect(resolve({ lat: '-33.4489', lng: '-70.6693' }, ctx(RM)).findings).toEqual([]);
  });
});

describe('resolvePosition: lost decimal point (rule 2)', () => {
  it.each([
    [RM, '-334489123', '-706693000', -33.4489123, -70.6693, ['lat', 'lng']],
    [RM, '-334489123', '-70.6693', -33.4489123, -70.6693, ['lat']],
    [RM, '-33.4489', '-70648000', -33.4489, -70.648, ['lng']],
    [RM, '-33.448.912', '-70.648.000', -33.448912, -70.648, ['lat', 'lng']],
    [VALPARAISO, '-271467000', '-1094281000', -27.1467, -109.4281, ['lat', 'lng']],
    [VALPARAISO, '-27.1467', '-1094281000', -27.1467, -109.4281, ['lng']],
    [VALPARAISO, '-336400000', '-788300000', -33.64, -78.83, ['lat', 'lng']],
    [MAGALLANES, '-531630000', '-709170000', -53.163, -70.917, ['lat', 'lng']],
  ])('%#: %s, %s → %d, %d', (r, lat, lng, expLat, expLng, fields) => {
    const result = resolve({ lat, lng }, ctx(r));
    expect(result).toMatchObject({ lat: expLat, lng: expLng });
    const restored = result.findings.filter((f) => f.code === 'decimal-restored');
    expect(restored.map((f) => f.field)).toEqual(fields);
    expect(restored.every((f) => f.severity === 'warning')).toBe(true);
  });

  it('gives raw and fixed values', () => {
    const result = resolve({ lat: '-334489123', lng: '-70.6693' }, ctx(RM));
    expect(only(result, 'decimal-restored')).toMatchObject({ field: 'lat', raw: '-334489123', fixed: '-33.4489123' });
  });

  it('with the region unknown, restores only what the comuna confirms', () => {
    const concepcion = comuna('Concepción', 'CL-BI', -36.8201, -73.0444);
    expect(resolve({ lat: '-368270000', lng: '-730500000' }, ctx(null, concepcion))).toMatchObject({ lat: -36.827, lng: -73.05 });
    const unconfirmed = resolve({ lat: '-368270000', lng: '-730500000' }, ctx(null));
    expect(unconfirmed).toMatchObject({ lat: null, lng: null });
    expect(only(unconfirmed, 'coordinates-verify').considered).toEqual(['punto decimal restaurado: -36.82700, -73.05000 (en tierra)']);
  });
});

describe('resolvePosition: swapped lat/lng (rule 3)', () => {
  it('swaps when only (lng, lat) is inside the region', () => {
    const result = resolve({ lat: '-70.6693', lng: '-33.4489' }, ctx(RM));
    expect(result).toMatchObject({ lat: -33.4489, lng: -70.6693 });
    expect(only(result, 'latlng-swapped')).toMatchObject({ field: 'lat,lng', severity: 'warning', raw: '-70.6693; -33.4489', fixed: '-33.4489, -70.6693' });
  });

  it('swaps and restores lost decimal points together', () => {
    const result = resolve({ lat: '-1094281000', lng: '-271467000' }, ctx(VALPARAISO));
    expect(result).toMatchObject({ lat: -27.1467, lng: -109.4281 });
    expect(codes(result).sort()).toEqual(['decimal-restored', 'decimal-restored', 'latlng-swapped']);
  });

  it('does not swap a position already inside', () => {
    expect(resolve({ lat: '-36.827', lng: '-73.05' }, ctx(BIOBIO)).findings).toEqual([]);
  });
});

describe('resolvePosition: UTM (rule 4)', () => {
  it.each([
    ['6297000', '346000'],
    ['346000', '6297000'],
    ['6.297.000', '346.000'],
    ['6297000,00', '346000,00'],
  ])('columns %s / %s → Santiago', (lat, lng) => {
    const result = resolve({ lat, lng }, ctx(RM));
    expectNear(result, SANTIAGO_UTM.lat, SANTIAGO_UTM.lng);
    const converted = only(result, 'utm-converted');
    expect(converted).toMatchObject({ field: 'lat,lng', severity: 'warning', fixed: `${SANTIAGO_UTM.lat.toFixed(6)}, ${SANTIAGO_UTM.lng.toFixed(6)}` });
    expect(converted.message).toMatch(
      /^UTM zona 19S, datum WGS84 \(supuesto: la fila no indica datum\), convertido a lat\/lng: -33\.455\d+, -70\.65\d+ — confirmado: en tierra, en la región RM$/,
    );
  });

  it.each([
    '19H 346000 6297000',
    '19 H 346000E 6297000N',
    '346000, 6297000',
    '346000 6297000',
    'E 346000 N 6297000',
    'N 6297000 E 346000',
    'E: 346.000 N: 6.297.000',
    'UTM 19S 346000 6297000',
  ])('text %j → Santiago', (coordinates) => {
    const result = resolve({ coordinates }, ctx(RM));
    expectNear(result, SANTIAGO_UTM.lat, SANTIAGO_UTM.lng);
    expect(only(result, 'utm-converted')).toMatchObject({ field: 'coordinates', severity: 'warning', raw: coordinates });
    expect(codes(result)).toEqual(['utm-converted']);
  });

  it('chooses the zone that falls inside the region and names it', () => {
    const { easting, northing } = latLngToUtm(18, -36.827, -73.05);
    const result = resolve({ lat: northing.toFixed(2), lng: easting.toFixed(2) }, ctx(BIOBIO));
    expectNear(result, -36.827, -73.05);
    expect(only(result, 'utm-converted').message).toMatch(
      /^UTM zona 18S, datum WGS84 \(supuesto: la fila no indica datum\), convertido a lat\/lng: .* — confirmado: en tierra, en la región Biobío/,
    );
  });

  it('with the region unknown, tries 18, 19, 12 and 17 and converts only what the comuna confirms', () => {
    const santiago = comuna('Santiago', 'CL-RM', -33.4378, -70.6505);
    const result = resolve({ coordinates: '346000 6297000' }, ctx(null, santiago));
    expectNear(result, SANTIAGO_UTM.lat, SANTIAGO_UTM.lng);
    expect(only(result, 'utm-converted').message).toContain('confirmado: en tierra, a 2,0 km de Santiago');
    const pascua = comuna('Isla de Pascua', 'CL-VS', -27.1494, -109.4281);
    const { easting, northing } = latLngToUtm(12, -27.1467, -109.4281);
    expectNear(resolve({ lat: String(northing), lng: String(easting) }, ctx(null, pascua)), -27.1467, -109.4281);
    // Neither the region nor the comuna known: nothing confirms a zone.
    const unknown = resolve({ coordinates: '346000 6297000' }, ctx(null));
    expect(unknown).toMatchObject({ lat: null, lng: null });
    expect(only(unknown, 'coordinates-verify').considered?.some((line) => line.startsWith('zona 19: -33.455'))).toBe(true);
  });

  it('uses zone 12 for Isla de Pascua and 17 for Juan Fernández', () => {
    for (const [zone, lat, lng] of [
      [12, -27.1467, -109.4281],
      [17, -33.64, -78.83],
    ] as const) {
      const { easting, northing } = latLngToUtm(zone, lat, lng);
      const result = resolve({ coordinates: `${easting.toFixed(2)} ${northing.toFixed(2)}` }, ctx(VALPARAISO));
      expectNear(result, lat, lng);
      expect(only(result, 'utm-converted').message).toContain(`UTM zona ${zone}S, datum WGS84 (supuesto: la fila no indica datum), convertido`);
    }
  });

  it('corrects an explicit zone that falls outside the region', () => {
    const result = resolve({ coordinates: '18H 346000 6297000' }, ctx(RM));
    expectNear(result, SANTIAGO_UTM.lat, SANTIAGO_UTM.lng);
    expect(codes(result)).toEqual(['utm-zone-corrected']);
    expect(only(result, 'utm-zone-corrected')).toMatchObject({ severity: 'warning', raw: '18H 346000 6297000' });
    expect(only(result, 'utm-zone-corrected').message).toContain('con la zona 19S en vez de la 18 indicada');
  });

  it('prefers an explicit zone that falls inside over the region order', () => {
    const { easting, northing } = latLngToUtm(19, PRIMAVERA.lat, PRIMAVERA.lng);
    const result = resolve({ coordinates: `19F ${easting.toFixed(0)} ${northing.toFixed(0)}` }, ctx(MAGALLANES));
    expectNear(result, PRIMAVERA.lat, PRIMAVERA.lng);
    expect(codes(result)).toEqual(['utm-converted']);
  });

  it('chooses between zones with the comuna; with two zones on land and no comuna, converts neither', () => {
    // Primavera (Tierra del Fuego) read in zone 18 also lands inside the Magallanes box, at sea.
    const { easting, northing } = latLngToUtm(19, PRIMAVERA.lat, PRIMAVERA.lng);
    const input = { lat: northing.toFixed(2), lng: easting.toFixed(2) };
    const withComuna = resolve(input, ctx(MAGALLANES, PRIMAVERA));
    expectNear(withComuna, PRIMAVERA.lat, PRIMAVERA.lng);
    expect(only(withComuna, 'utm-converted').message).toContain('confirmado: en tierra, en la región Magallanes, a 0,0 km de Primavera; descartadas: zona 18');
    // Metres of a point in Tierra del Fuego that read in zone 18 land on the western islands, 400 km away.
    const fuego = latLngToUtm(19, -52.33, -68.53);
    const input2 = { lat: fuego.northing.toFixed(2), lng: fuego.easting.toFixed(2) };
    const other = utmToLatLng(18, fuego.easting, fuego.northing);
    expect(chileLandMask().has(other.lat, other.lng)).toBe(true);
    const twice = resolve(input2, ctx(MAGALLANES));
    expect(twice).toMatchObject({ lat: null, lng: null });
    expect(only(twice, 'coordinates-verify').considered).toEqual([
      'zona 18: -52.33000, -74.53000 (en tierra, en la región Magallanes)',
      'zona 19: -52.33000, -68.53000 (en tierra, en la región Magallanes)',
    ]);
    const near = comuna('San Gregorio', 'CL-MA', -52.3, -68.6);
    expectNear(resolve(input2, ctx(MAGALLANES, near)), -52.33, -68.53);
  });

  it('warns when the band letter disagrees with the latitude', () => {
    const result = resolve({ coordinates: '19K 346000 6297000' }, ctx(RM));
    expectNear(result, SANTIAGO_UTM.lat, SANTIAGO_UTM.lng);
    expect(only(result, 'utm-band-mismatch')).toMatchObject({ severity: 'warning', field: 'coordinates' });
    expect(codes(resolve({ coordinates: '19H 346000 6297000' }, ctx(RM)))).not.toContain('utm-band-mismatch');
    // S (and the other northern letters) are taken as "south", not checked as a band.
    expect(codes(resolve({ coordinates: '19S 346000 6297000' }, ctx(RM)))).not.toContain('utm-band-mismatch');
  });

  it('is invalid when no zone falls inside the region', () => {
    const result = resolve({ coordinates: '19H 346000 6297000' }, ctx(BIOBIO));
    expect(result).toMatchObject({ lat: null, lng: null });
    expect(only(result, 'coordinates-invalid').message).toBe('Coordenadas no válidas: fuera de la región Biobío');
  });

  it('is invalid with a lone UTM number and nothing else', () => {
    const result = resolve({ lat: '6297000', lng: '' }, ctx(RM));
    expect(result).toMatchObject({ lat: null, lng: null });
    expect(only(result, 'coordinates-invalid').message).toMatch(/^Coordenadas no válidas: /);
  });

  it('uses the text when a column holds a lone UTM number', () => {
    const result = resolve({ lat: '6297000', lng: '', coordinates: '19H 346000 6297000' }, ctx(RM));
    expectNear(result, SANTIAGO_UTM.lat, SANTIAGO_UTM.lng);
    expect(codes(result)).toEqual(['latlng-ignored', 'utm-converted']);
  });
});

describe('resolvePosition: degrees in the coordinates text (rule 5)', () => {
  it.each([
    '"-33.4489, -70.6693"',
    '-33.4489, -70.6693',
    '-33.4489 -70.6693',
    '-33,4489; -70,6693',
    '(-33.4489, -70.6693)',
    '-334489000 -706693000',
    '-33.448.900, -70.669.300',
    '-70.6693, -33.4489',
  ])('%j → -33.4489, -70.6693', (coordinates) => {
    const result = resolve({ coordinates }, ctx(RM));
    expect(result).toMatchObject({ lat: -33.4489, lng: -70.6693 });
    expect(result.findings.every((f) => f.field === 'coordinates')).toBe(true);
  });

  it('reports restored decimals and swaps on the coordinates field', () => {
    const result = resolve({ coordinates: '-706693000, -334489000' }, ctx(RM));
    expect(codes(result).sort()).toEqual(['decimal-restored', 'decimal-restored', 'latlng-swapped']);
  });
});

describe('resolvePosition: columns and text together (rule 6)', () => {
  it('uses lat/lng and reports the distance when they disagree by more than 1 km', () => {
    const result = resolve({ lat: '-33.4489', lng: '-70.6693', coordinates: '-33.5, -70.7' }, ctx(RM));
    expect(result).toMatchObject({ lat: -33.4489, lng: -70.6693 });
    const mismatch = only(result, 'coordinates-mismatch');
    const km = (distanceMeters({ lat: -33.4489, lng: -70.6693 }, { lat: -33.5, lng: -70.7 }) / 1000).toFixed(1);
    expect(mismatch).toMatchObject({ field: 'coordinates', severity: 'warning', raw: '-33.5, -70.7' });
    expect(mismatch.message).toContain(`${km} km`);
  });

  it('uses the text when lat/lng is outside the region', () => {
    const result = resolve({ lat: '-36.827', lng: '-73.05', coordinates: '-33.4489, -70.6693' }, ctx(RM));
    expect(result).toMatchObject({ lat: -33.4489, lng: -70.6693 });
    expect(only(result, 'latlng-ignored').message).toBe('lat/lng no válidos (fuera de la región RM); se usa el texto de coordenadas');
  });

  it('is quiet when they agree within 1 km', () => {
    const result = resolve({ lat: '-33.4489', lng: '-70.6693', coordinates: '-33.4495, -70.6700' }, ctx(RM));
    expect(result).toMatchObject({ lat: -33.4489, lng: -70.6693, findings: [] });
  });

  it('compares UTM text with the columns', () => {
    const lat = SANTIAGO_UTM.lat.toFixed(7);
    const lng = SANTIAGO_UTM.lng.toFixed(7);
    expect(resolve({ lat, lng, coordinates: '19H 346000 6297000' }, ctx(RM)).findings).toEqual([]);
    expect(codes(resolve({ lat, lng, coordinates: '19H 356000 6297000' }, ctx(RM)))).toEqual(['coordinates-mismatch']);
  });

  it('notes unreadable text next to good columns', () => {
    const result = resolve({ lat: '-33.4489', lng: '-70.6693', coordinates: 'ver mapa' }, ctx(RM));
    expect(result).toMatchObject({ lat: -33.4489, lng: -70.6693 });
    expect(only(result, 'coordinates-ignored')).toMatchObject({ severity: 'info', raw: 'ver mapa' });
  });

  it('uses the text when the columns are unusable', () => {
    const result = resolve({ lat: 'sin dato', lng: 'sin dato', coordinates: '-33.4489, -70.6693' }, ctx(RM));
    expect(result).toMatchObject({ lat: -33.4489, lng: -70.6693 });
    expect(only(result, 'latlng-ignored')).toMatchObject({ severity: 'warning', field: 'lat,lng' });
  });
});

describe('resolvePosition: invalid and missing (rule 7)', () => {
  it.each([
    [{ lat: '-33.4489', lng: '-70.6693' }, 'Coordenadas no válidas: fuera de la región Biobío', BIOBIO],
    [{ lat: '45.0', lng: '10.0' }, 'Coordenadas no válidas: fuera de Chile', RM],
    [{ lat: '-12.05', lng: '-77.04' }, 'Coordenadas no válidas: fuera de Chile', null],
    [{ lat: '0', lng: '0' }, 'Coordenadas no válidas: fuera de Chile', RM],
    [{ coordinates: 'sin dato' }, 'Coordenadas no válidas: texto "sin dato"', RM],
    [{ lat: '#N/A', lng: '#N/A' }, 'Coordenadas no válidas: texto "#N/A"', RM],
    [{ lat: '-33.4489', lng: '' }, 'Coordenadas no válidas: falta la longitud', RM],
    [{ lat: '', lng: '-70.6693' }, 'Coordenadas no válidas: falta la latitud', RM],
    [{ coordinates: '-33.4489' }, 'Coordenadas no válidas: texto "-33.4489"', RM],
    [{ lat: '-36.827', lng: '-73.05', coordinates: '-41.47, -72.94' }, 'Coordenadas no válidas: fuera de la región RM', RM],
  ])('%j → %s', (input, message, r) => {
    const result = resolve(input, ctx(r));
    expect(result).toMatchObject({ lat: null, lng: null });
    expect(result.findings, JSON.stringify(result.findings)).toHaveLength(1);
    expect(only(result, 'coordinates-invalid')).toMatchObject({ severity: 'error', message });
  });

  it('reports the region when the other source is unreadable', () => {
    const result = resolve({ lat: 'x', lng: 'y', coordinates: '-33.4489, -70.6693' }, ctx(BIOBIO));
    expect(only(result, 'coordinates-invalid').message).toBe('Coordenadas no válidas: fuera de la región Biobío');
  });

  it.each([
    { lat: '', lng: '' },
    { lat: '  ', lng: ' ', coordinates: '   ' },
  ])('%j → coordinates-missing', (input) => {
    const result = resolve(input, ctx(RM));
    expect(result).toEqual({
      lat: null,
      lng: null,
      findings: [
        { field: 'lat,lng', code: 'coordinates-missing', severity: 'error', raw: null, fixed: null, message: 'Coordenadas no válidas: sin coordenadas' },
      ],
    });
  });
});

describe('resolvePosition: rounding and boxes (rules 8 and 9)', () => {
  it('rounds to 7 decimals', () => {
    expect(resolve({ lat: '-33.448912345678', lng: '-70.66930004999' }, ctx(RM))).toMatchObject({ lat: -33.4489123, lng: -70.6693 });
  });

  it('accepts a position in any of the region boxes', () => {
    expect(resolve({ lat: '-27.1467', lng: '-109.4281' }, ctx(VALPARAISO))).toMatchObject({ lat: -27.1467, lng: -109.4281, findings: [] });
    expect(resolve({ lat: '-33.64', lng: '-78.83' }, ctx(VALPARAISO))).toMatchObject({ lat: -33.64, lng: -78.83, findings: [] });
  });

  it('uses the Chile boxes when the region is unknown', () => {
    expect(resolve({ lat: '-36.827', lng: '-73.05' }, ctx(null))).toMatchObject({ lat: -36.827, lng: -73.05, findings: [] });
    expect(resolve({ lat: '-36.827', lng: '-73.05' }, ctx(null, null, RM.bounds)).lat).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

/** Cases per property and region; regions whose box is mostly covered by neighbours may yield fewer. */
const CASES = 200;
const MIN_CASES = 50;

interface Point {
  lat: number;
  lng: number;
}

function pointIn(box: Box, random: () => number): Point {
  return {
    lat: box.minLat + (box.maxLat - box.minLat) * random(),
    lng: box.minLng + (box.maxLng - box.minLng) * random(),
  };
}

/** UTM zone whose strip holds the longitude (Isla de Pascua → 12). */
function zoneOf(lng: number): number {
  return Math.floor((lng + 180) / 6) + 1;
}

function stripPoint(value: number): string {
  return value.toFixed(7).replace('.', '');
}

/** True when reading the UTM pair in another of the region's zones also lands inside the region. */
function ambiguousZone(r: Region, zone: number, easting: number, northing: number): boolean {
  return r.utmZones.some((z) => {
    if (z === zone) return false;
    const other = utmToLatLng(z, easting, northing);
    return inBoxes(other.lat, other.lng, r.bounds);
  });
}

function expectRestored(result: PositionResult, point: Point, label: string): void {
  expect(result.lat, `${label}: ${JSON.stringify(result.findings)}`).not.toBeNull();
  const d = distanceMeters({ lat: result.lat ?? 0, lng: result.lng ?? 0 }, point);
  expect(d, `${label} → ${result.lat}, ${result.lng}`).toBeLessThan(1);
}

interface PropertyOptions {
  /** Samples to draw for a region. */
  sample: (r: Region, random: () => number) => Point | null;
  chile: readonly Box[];
}

function runProperties(regions: readonly Region[], options: PropertyOptions): void {
  function samples(r: Region, seed: number): Point[] {
    const random = mulberry32(seed);
    const out: Point[] = [];
    for (let attempt = 0; out.length < CASES && attempt < CASES * 200; attempt++) {
      const point = options.sample(r, random);
      // A repair is applied only where it lands on land: points at sea are the verify tests' business.
      if (point && chileLandMask().has(point.lat, point.lng)) out.push(point);
    }
    return out;
  }

  describe.each(regions.map((r, i) => [r.shortName, r, i] as const))('%s (points on land)', (_name, r, i) => {
    it('restores lost decimal points (both, lat only, lng only, swapped)', () => {
      const points = samples(r, 1000 + i);
      expect(points.length).toBeGreaterThanOrEqual(MIN_CASES);
      const context = ctx(r, null, options.chile);
      for (const p of points) {
        const lat = stripPoint(p.lat);
        const lng = stripPoint(p.lng);
        expectRestored(resolve({ lat, lng }, context), p, `${lat} ${lng}`);
        expectRestored(resolve({ lat, lng: p.lng.toFixed(7) }, context), p, `${lat} ${p.lng}`);
        expectRestored(resolve({ lat: p.lat.toFixed(7).replace('.', ','), lng }, context), p, `${p.lat} ${lng}`);
        expectRestored(resolve({ lat: lng, lng: lat }, context), p, `swapped ${lng} ${lat}`);
        expectRestored(resolve({ coordinates: `${lat} ${lng}` }, context), p, `text ${lat} ${lng}`);
      }
    });

    it('converts UTM from the columns and the text', () => {
      const points = samples(r, 2000 + i);
      expect(points.length).toBeGreaterThanOrEqual(MIN_CASES);
      const context = ctx(r, null, options.chile);
      for (const p of points) {
        const zone = zoneOf(p.lng);
        const utm = latLngToUtm(zone, p.lat, p.lng);
        const e = utm.easting.toFixed(2);
        const n = utm.northing.toFixed(2);
        expectRestored(resolve({ coordinates: `${zone}H ${e} ${n}` }, context), p, `${zone}H ${e} ${n}`);
        // Without a zone, a point whose pair also lands inside the region in another zone needs the comuna.
        const near = comuna('Cercana', r.code, p.lat + 0.05, p.lng - 0.05);
        const noZone = ambiguousZone(r, zone, utm.easting, utm.northing) ? ctx(r, near, options.chile) : context;
        expectRestored(resolve({ lat: n, lng: e }, noZone), p, `lat ${n} lng ${e}`);
        expectRestored(resolve({ coordinates: `E ${e} N ${n}` }, noZone), p, `E ${e} N ${n}`);
      }
    });
  });
}

describe('properties on fixture regions', () => {
  runProperties(REGIONS, {
    chile: CHILE,
    sample: (r, random) => {
      const box = r.bounds[Math.floor(random() * r.bounds.length)] ?? r.bounds[0];
      return box ? pointIn(box, random) : null;
    },
  });

  it('Magallanes has pairs that are ambiguous between zones 18 and 19', () => {
    const { easting, northing } = latLngToUtm(19, PRIMAVERA.lat, PRIMAVERA.lng);
    expect(ambiguousZone(MAGALLANES, 19, easting, northing)).toBe(true);
  });
});

const REGIONS_FILE = new URL('../../../raw-data/reference/regions.json', import.meta.url);

describe.skipIf(!existsSync(REGIONS_FILE))('properties on the 16 reference regions', () => {
  const regions = existsSync(REGIONS_FILE) ? RegionsFileSchema.parse(JSON.parse(readFileSync(REGIONS_FILE, 'utf8'))) : [];
  const chile = regions.flatMap((r) => r.bounds);
  runProperties(regions, {
    chile,
    sample: (r, random) => {
      const box = r.bounds[0];
      if (!box) return null;
      const point = pointIn(box, random);
      const elsewhere = regions.some((other) => other.code !== r.code && inBoxes(point.lat, point.lng, other.bounds));
      return elsewhere ? null : point;
    },
  });
});
