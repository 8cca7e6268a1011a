import { describe, expect, it } from 'vitest';
import type { Comuna } from '../../schema/comuna.ts';
import type { Region } from '../../schema/region.ts';
import { chileLandMask } from './land.ts';
import { confirms, describeVerdict, judge, type PlaceContext } from './plausible.ts';

const RM: Region = {
  code: 'CL-RM',
  cut: '13',
  name: 'RM',
  shortName: 'RM',
  aliases: [],
  bounds: [{ minLat: -34.35, maxLat: -32.8, minLng: -71.8, maxLng: -69.65 }],
  utmZones: [19],
};
const comuna = (name: string, lat: number, lng: number): Comuna => ({ cut: String(lat * 1000), name, region: 'CL-RM', lat, lng });
const SANTIAGO = comuna('Santiago', -33.4378, -70.6505);
const PIRQUE = comuna('Pirque', -33.6378, -70.5742);
const SEATS = [
  SANTIAGO,
  PIRQUE,
  comuna('Providencia', -33.4314, -70.6093),
  comuna('Ñuñoa', -33.4569, -70.5976),
  comuna('Puente Alto', -33.6117, -70.5758),
  comuna('San Bernardo', -33.5922, -70.6996),
  comuna('La Florida', -33.5228, -70.5986),
];
const ctx = (c: Comuna | null, region: Region | null = RM): PlaceContext => ({ region, comuna: c, chile: RM.bounds, seats: SEATS });

describe("Chile's land mask", () => {
  it.each([
    ['Santiago', -33.4489, -70.6693],
    ['the port of Valparaíso', -33.0336, -71.6276],
    ['the port of San Antonio', -33.5933, -71.6217],
    ['Hanga Roa, Isla de Pascua', -27.1497, -109.4274],
    ['Robinson Crusoe', -33.6406, -78.8346],
    ['Alejandro Selkirk', -33.77, -80.78],
    ['Castro, Chiloé', -42.48, -73.76],
    ['Puerto Edén', -49.128, -74.41],
    ['Puerto Williams', -54.9333, -67.6167],
  ])('has %s', (_name, lat, lng) => {
    expect(chileLandMask().has(lat, lng)).toBe(true);
  });

  it.each([
    ['the sea off Santiago', -33.4, -72.5],
    ['the sea 10 km off Valparaíso', -33.03, -71.75],
    ['Mendoza, Argentina', -32.89, -68.83],
    ['Bariloche, Argentina', -41.13, -71.3],
    ['Antarctica', -62.2, -58.9],
    ['Lima', -12.05, -77.04],
  ])('has not %s', (_name, lat, lng) => {
    expect(chileLandMask().has(lat, lng)).toBe(false);
  });
});

describe('judge', () => {
  it('a position near its comuna passes every signal', () => {
    const verdict = judge({ lat: -33.445, lng: -70.66 }, ctx(SANTIAGO));
    expect(verdict).toMatchObject({ inRegion: true, inChile: true, onLand: true, nearComuna: true });
    expect(confirms(verdict, ctx(SANTIAGO))).toBe(true);
    expect(describeVerdict(verdict, ctx(SANTIAGO))).toBe('en tierra, en la región RM, a 1,2 km de Santiago');
  });

  it('far from its seat, a position is near its comuna only among the nearest seats', () => {
    // 30 km south of Santiago's seat, past Pirque's: not Santiago.
    expect(judge({ lat: -33.71, lng: -70.65 }, ctx(SANTIAGO)).nearComuna).toBe(false);
    // 25 km south of Pirque's seat, with no seat nearer: Pirque's rural south.
    expect(judge({ lat: -33.86, lng: -70.56 }, ctx(PIRQUE)).nearComuna).toBe(true);
  });

  it('with the comuna unknown, a repair needs the region', () => {
    const verdict = judge({ lat: -33.445, lng: -70.66 }, ctx(null));
    expect(verdict.nearComuna).toBeNull();
    expect(confirms(verdict, ctx(null))).toBe(true);
    expect(confirms(judge({ lat: -33.445, lng: -70.66 }, ctx(null, null)), ctx(null, null))).toBe(false);
  });

  it('a position at sea or outside the region is not confirmed', () => {
    expect(confirms(judge({ lat: -33.4, lng: -72.5 }, ctx(null)), ctx(null))).toBe(false);
    expect(judge({ lat: -36.8, lng: -73.05 }, ctx(null)).inRegion).toBe(false);
  });
});
