import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createDirectoryFilter, filterOptions, NO_FILTERS, optionsForRegion, withRegion } from './filters.ts';
import { directoryPoints } from './points.server.ts';
import type { DirectoryPoint } from './types.ts';
import { placeText, scheduleText } from './types.ts';

const point = (id: string, region: string, comuna: string, type: string, empresa: string | null, name = `Punto ${id}`): DirectoryPoint => ({
  id, type, region, comuna, name, address: null, lat: null, lng: null, dias: null, horarios: null, schedule: null,
  operacion: null, empresa, supervisors: [], phones: [], emails: [],
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
