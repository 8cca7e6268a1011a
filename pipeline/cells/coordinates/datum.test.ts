import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import type { Box, Region } from '../../schema/region.ts';
import { datumOfCell } from './candidates.ts';
import { distanceMeters, latLngToUtm, utmDefinition, utmToLatLng } from './geo.ts';
import { parseDatum } from './notations.ts';
import { resolvePosition } from './position.ts';

const RM_BOX: Box = { minLat: -34.3, maxLat: -32.9, minLng: -71.75, maxLng: -69.75 };
const RM: Region = { code: 'CL-RM', cut: '13', name: 'RM', shortName: 'RM', aliases: ['RM'], bounds: [RM_BOX], utmZones: [19] };
const SANTIAGO = { cut: '13101', name: 'Santiago', region: 'CL-RM', lat: -33.4378, lng: -70.6504 };
const ctx = { region: RM, comuna: SANTIAGO, chile: [RM_BOX], seats: [SANTIAGO] };

/** The metres a point of Santiago has in each datum, zone 19S. */
const PLAZA = { lat: -33.4378, lng: -70.6504 };
const inDatum = (datum: 'PSAD56' | 'SAD69' | 'WGS84') => latLngToUtm(19, PLAZA.lat, PLAZA.lng, datum);

describe('datums', () => {
  it('writes each datum as EPSG does, zone by zone', () => {
    expect(utmDefinition(19)).toBe('+proj=utm +zone=19 +south +datum=WGS84 +units=m +no_defs');
    expect(utmDefinition(19, 'PSAD56')).toBe('+proj=utm +zone=19 +south +ellps=intl +towgs84=-288,175,-376,0,0,0,0 +units=m +no_defs');
    expect(utmDefinition(18, 'SAD69')).toBe('+proj=utm +zone=18 +south +ellps=aust_SA +towgs84=-66.87,4.37,-38.52,0,0,0,0 +units=m +no_defs');
    expect(utmDefinition(19, 'SIRGAS')).toBe('+proj=utm +zone=19 +south +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs');
  });

  it('PSAD56 and SAD69 metres read as WGS84 land tens to hundreds of metres off; read in their datum, on the point', () => {
    for (const datum of ['PSAD56', 'SAD69'] as const) {
      const { easting, northing } = inDatum(datum);
      const wrong = utmToLatLng(19, easting, northing);
      const right = utmToLatLng(19, easting, northing, datum);
      expect(distanceMeters(wrong, PLAZA), datum).toBeGreaterThan(50);
      expect(distanceMeters(wrong, PLAZA), datum).toBeLessThan(500);
      expect(distanceMeters(right, PLAZA), datum).toBeLessThan(0.05);
    }
    // The same as proj4 gives for the EPSG definitions, written out here on their own.
    const psad = proj4('+proj=utm +zone=19 +south +ellps=intl +towgs84=-288,175,-376,0,0,0,0 +units=m +no_defs', 'WGS84').forward([346000, 6297000]);
    const ours = utmToLatLng(19, 346000, 6297000, 'PSAD56');
    expect(ours.lng).toBeCloseTo(psad[0] ?? 0, 9);
    expect(ours.lat).toBeCloseTo(psad[1] ?? 0, 9);
    expect(distanceMeters(utmToLatLng(19, 346000, 6297000, 'SIRGAS'), utmToLatLng(19, 346000, 6297000))).toBeLessThan(0.01);
  });

  it.each([
    ['PSAD56', 'PSAD56'],
    ['psad 56', 'PSAD56'],
    ['SAD-69', 'SAD69'],
    ['sad69', 'SAD69'],
    ['WGS 84', 'WGS84'],
    ['SIRGAS-Chile', 'SIRGAS'],
    ['', null],
    ['UTM', null],
    ['PSAD56 / WGS84', undefined],
  ])('parseDatum(%j) is %s', (text, datum) => {
    expect(parseDatum(text)).toBe(datum);
  });

  it('a datum cell: named, empty (WGS84 assumed), or unknown (a finding, WGS84 assumed)', () => {
    expect(datumOfCell('PSAD 56')).toEqual({ datum: { name: 'PSAD56', stated: true }, datumFindings: [] });
    expect(datumOfCell('  ')).toEqual({ datum: { name: 'WGS84', stated: false }, datumFindings: [] });
    expect(datumOfCell('Hayford')).toMatchObject({
      datum: { name: 'WGS84', stated: false },
      datumFindings: [{ code: 'datum-unknown', field: 'datum', raw: 'Hayford' }],
    });
    expect(datumOfCell('PSAD56 o WGS84').datumFindings[0]?.message).toBe(
      'Datum "PSAD56 o WGS84" desconocido (se esperan PSAD56, SAD69, WGS84 o SIRGAS); las coordenadas UTM se leen en WGS84',
    );
  });
});

describe('resolvePosition with a datum', () => {
  const psad = inDatum('PSAD56');
  const cells = { lat: String(Math.round(psad.northing)), lng: String(Math.round(psad.easting)) };

  it('converts UTM columns from the datum the datum column names, and says so', () => {
    const result = resolvePosition({ ...cells, datum: 'PSAD56' }, ctx);
    expect(distanceMeters({ lat: result.lat ?? 0, lng: result.lng ?? 0 }, PLAZA)).toBeLessThan(1);
    expect(result.findings[0]?.message).toMatch(/^UTM zona 19S, datum PSAD56 \(indicado\), convertido a lat\/lng: /);
  });

  it('says WGS84 was assumed when nothing names the datum', () => {
    const result = resolvePosition(cells, ctx);
    expect(distanceMeters({ lat: result.lat ?? 0, lng: result.lng ?? 0 }, PLAZA)).toBeGreaterThan(50);
    expect(result.findings[0]?.message).toContain('datum WGS84 (supuesto: la fila no indica datum)');
  });

  it('a datum in the coordinates text wins over the column', () => {
    const result = resolvePosition(
      { lat: '', lng: '', coordinates: `SAD69 19S ${Math.round(inDatum('SAD69').easting)} ${Math.round(inDatum('SAD69').northing)}`, datum: 'PSAD56' },
      ctx,
    );
    expect(distanceMeters({ lat: result.lat ?? 0, lng: result.lng ?? 0 }, PLAZA)).toBeLessThan(1);
    expect(result.findings.map((f) => f.message).join(' ')).toContain('datum SAD69 (indicado)');
  });

  it('an unknown datum is a finding in front of the position', () => {
    const result = resolvePosition({ ...cells, datum: 'Hayford' }, ctx);
    expect(result.findings.map((f) => f.code)).toEqual(['datum-unknown', 'utm-converted']);
  });
});
