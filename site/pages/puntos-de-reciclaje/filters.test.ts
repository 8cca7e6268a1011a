import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SANTIAGO_CENTRE } from '../../points/order.ts';
import { searchRegions } from '../../points/regions.server.ts';
import { distanceKm } from '../../points/search.ts';
import { createDirectoryFilter, filterOptions, NO_FILTERS, optionsForRegion, withRegion } from './filters.ts';
import { placeText, scheduleText } from './point-text.ts';
import { directoryPoints } from './points.server.ts';
import type { DirectoryPoint } from './types.ts';

const CODES: Record<string, string> = { 'Los Lagos': 'CL-LL', Metropolitana: 'CL-RM', Biobío: 'CL-BI' };

const point = (id: string, region: string, comuna: string, type: string, empresa: string | null, name = `Punto ${id}`): DirectoryPoint => ({
  id,
  type,
  region,
  regionCode: CODES[region] ?? null,
  comuna,
  name,
  address: null,
  lat: null,
  lng: null,
  dias: null,
  horarios: null,
  schedule: null,
  operacion: null,
  empresa,
  supervisors: [],
  phones: [],
  emails: [],
});

const points = [
  point('1', 'Los Lagos', 'Puerto Montt', 'Punto Limpio', 'ReSimple'),
  point('2', 'Los Lagos', 'Osorno', 'Punto Verde', 'GIRO'),
  point('3', 'Metropolitana', 'Ñuñoa', 'Punto Limpio', null, 'Punto Limpio Ñuñoa'),
  point('4', 'Biobío', 'Concepción', 'PET 1', 'ReSimple'),
];

describe('directory filters', () => {
  const filter = createDirectoryFilter(points);
  const ids = (change: Partial<typeof NO_FILTERS>) => filter({ ...NO_FILTERS, ...change }).map((p) => p.id);

  it('combines the selects and the accent-insensitive search', () => {
    expect(ids({})).toEqual(['1', '2', '3', '4']);
    expect(ids({ region: 'Los Lagos' })).toEqual(['1', '2']);
    expect(ids({ region: 'Los Lagos', type: 'Punto Verde' })).toEqual(['2']);
    expect(ids({ empresa: 'ReSimple' })).toEqual(['1', '4']);
    expect(ids({ query: 'nunoa' })).toEqual(['3']);
    expect(ids({ query: 'BIOBIO' })).toEqual(['4']);
    expect(ids({ query: 'nunoa', region: 'Los Lagos' })).toEqual([]);
  });

  it('finds a region by any of its names in the search', () => {
    const withRegions = createDirectoryFilter(points, searchRegions(JSON.parse(readFileSync('generated/regions.json', 'utf8'))));
    const found = (query: string) => withRegions({ ...NO_FILTERS, query }).map((p) => p.id);
    expect(found('RM')).toEqual(['3']);
    expect(found('Región de Los Lagos')).toEqual(['1', '2']);
    expect(found('X Región')).toEqual(['1', '2']);
    expect(found('Región del Biobío')).toEqual(['4']);
    expect(withRegions({ ...NO_FILTERS, query: 'rm', type: 'Punto Verde' })).toEqual([]);
    expect(withRegions.regionsFor('LOS LAGOS').map((r) => r.code)).toEqual(['CL-LL']);
  });

  it('lists the real points nearest central Santiago first, those without a position last', () => {
    const all = directoryPoints(JSON.parse(readFileSync('generated/collection-points.json', 'utf8')));
    const km = all.map((p) => (p.lat !== null && p.lng !== null ? distanceKm(SANTIAGO_CENTRE, { lat: p.lat, lng: p.lng }) : Number.POSITIVE_INFINITY));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(all[0]?.region).toBe('Metropolitana');
  });

  it('narrows the comunas to the region and drops a comuna outside it', () => {
    expect(filterOptions(points, '').comunas).toEqual(['Concepción', 'Ñuñoa', 'Osorno', 'Puerto Montt']);
    expect(filterOptions(points, 'Los Lagos').comunas).toEqual(['Osorno', 'Puerto Montt']);
    expect(filterOptions(points, '').empresas).toEqual(['GIRO', 'ReSimple']);
    expect(withRegion({ ...NO_FILTERS, comuna: 'Osorno' }, points, 'Los Lagos').comuna).toBe('Osorno');
    expect(withRegion({ ...NO_FILTERS, comuna: 'Osorno' }, points, 'Biobío').comuna).toBe('');
  });

  it('narrows the build-time options to a region exactly as sorting again would, for every region of the real data', () => {
    const all = directoryPoints(JSON.parse(readFileSync('generated/collection-points.json', 'utf8')));
    const everywhere = filterOptions(all, '');
    expect(optionsForRegion(everywhere, all, '')).toBe(everywhere);
    expect(everywhere.regions.length).toBeGreaterThan(10);
    for (const region of everywhere.regions) expect(optionsForRegion(everywhere, all, region), region).toEqual(filterOptions(all, region));
    expect(optionsForRegion(filterOptions(points, ''), points, 'Los Lagos').comunas).toEqual(['Osorno', 'Puerto Montt']);
  });

  it('writes hours and places for people', () => {
    expect(scheduleText({ dias: null, horarios: null })).toBe('Horario no informado');
    expect(scheduleText({ dias: 'Lunes a Sábado', horarios: '9:30 a 17:30' })).toBe('Lunes a Sábado, 9:30 a 17:30');
    expect(placeText({ address: null, comuna: 'Antofagasta', region: 'Antofagasta' })).toBe('Antofagasta');
    expect(placeText({ address: 'Av. Grecia 3801', comuna: 'Ñuñoa', region: 'Metropolitana' })).toBe('Av. Grecia 3801, Ñuñoa, Metropolitana');
  });
});
