import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mulberry32 } from '../../pipeline/fixtures/random.ts';
import { CleanPointSchema } from '../../pipeline/schema/clean-point.ts';
import { fold } from '../../shared/fold.ts';
import { formatCount, formatDistance } from '../components/number-format.ts';
import { searchRegions } from './regions.server.ts';
import { createIndex, distanceKm, resultsLabel } from './search.ts';

const points = [
  { id: 'a', name: 'Punto Limpio Ñuñoa', address: 'Av. Grecia 3801', comuna: 'Ñuñoa', region: 'Metropolitana' },
  { id: 'b', name: 'Punto Limpio Concepción', address: null, comuna: 'Concepción', region: 'Biobío' },
  { id: 'c', name: 'Punto Verde Plaza', address: 'Los Aromos 1240', comuna: 'Temuco', region: 'Araucanía' },
];

describe('locator search', () => {
  const index = createIndex(points);
  const ids = (query: string) => index.search(query).map((p) => p.id);

  it.each([
    ['nunoa', ['a']],
    ['ÑUÑOA', ['a']],
    ['biobio', ['b']],
    ['Biobío', ['b']],
    ['araucania', ['c']],
    ['aromos', ['c']],
    ['punto limpio', ['a', 'b']],
    ['  ', ['a', 'b', 'c']],
    ['valparaiso', []],
  ])('"%s" finds %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('does not match across fields', () => {
    expect(ids('nunoa metropolitana')).toEqual([]);
  });

  it('typing on, deleting and retyping give what a fresh scan gives', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ ...points[i % 3]!, id: String(i), name: `${points[i % 3]!.name} ${i}` }));
    const typed = createIndex(many);
    const fresh = (query: string) =>
      createIndex(many)
        .search(query)
        .map((p) => p.id);
    const steps = [
      'p',
      'pu',
      'pun',
      'punto l',
      'punto li',
      'punto l',
      'punto',
      'punto v',
      'c',
      'co',
      'ñuñoa 1',
      'ñuñoa 12',
      'nunoa 12',
      '',
      'aromos',
      'aromos 4',
      'aromos 40',
    ];
    for (const query of steps) expect([query, typed.search(query).map((p) => p.id)]).toEqual([query, fresh(query)]);
  });

  it('folds text', () => {
    expect(fold('  Peñalolén  Alto ')).toBe('penalolen alto');
  });
});

describe('distances', () => {
  it('measures Santiago to Valparaíso at about 100 km', () => {
    expect(distanceKm({ lat: -33.4489, lng: -70.6693 }, { lat: -33.0472, lng: -71.6127 })).toBeCloseTo(98.5, 0);
  });

  it('formats in Chilean Spanish', () => {
    expect(formatDistance(0.85)).toBe('850 m');
    expect(formatDistance(1.234)).toBe('1,2 km');
    expect(formatDistance(12.7)).toBe('13 km');
    expect(resultsLabel(1)).toBe('1 punto limpio');
    expect(resultsLabel(12345)).toBe('12.345 puntos limpios');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(resultsLabel(1234)).toBe('1.234 puntos limpios');
  });

  it('writes counts exactly as Intl.NumberFormat(es-CL) does', () => {
    const intl = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });
    const random = mulberry32(7);
    const values = [0, 1, 9, 10, 999, 1000, 9999, 10_000, 999_999, 1_000_000, 123_456_789, 2.4, 2.6, 999.5, -1234];
    for (let i = 0; i < 2000; i++) values.push(Math.floor(random() * 10 ** (1 + Math.floor(random() * 10))));
    for (const value of values) expect(formatCount(value), String(value)).toBe(intl.format(value));
  });
});

describe('createIndex folding', () => {
  it('folds nothing until the first search or prepare(), then each point once', () => {
    let reads = 0;
    const points = ['Ñuñoa', 'Providencia', 'Maipú'].map((comuna, i) => ({
      id: String(i),
      get name() {
        reads++;
        return `Punto ${comuna}`;
      },
      address: null,
      comuna,
      region: 'RM',
    }));
    const index = createIndex(points);
    expect(reads).toBe(0);
    expect(index.search('')).toHaveLength(3);
    expect(reads).toBe(0);
    index.prepare();
    expect(reads).toBe(3);
    expect(index.search('nunoa').map((p) => p.id)).toEqual(['0']);
    expect(index.search('maipu').map((p) => p.id)).toEqual(['2']);
    expect(reads).toBe(3);
  });

  it('answers the same with or without prepare()', () => {
    const points = ['Ñuñoa', 'Providencia', 'Maipú', 'Puente Alto'].map((comuna, i) => ({
      id: String(i),
      name: `Punto ${comuna}`,
      address: null,
      comuna,
      region: 'RM',
    }));
    const lazy = createIndex(points);
    const eager = createIndex(points);
    eager.prepare();
    for (const q of ['p', 'pu', 'punto', 'ñu', 'alto', 'x']) expect(lazy.search(q)).toEqual(eager.search(q));
  });
});

describe('regions by any name', () => {
  const regions = searchRegions(JSON.parse(readFileSync('generated/regions.json', 'utf8')));
  const all = z.array(CleanPointSchema).parse(JSON.parse(readFileSync('generated/clean-points.json', 'utf8')));
  const index = createIndex(all, regions);
  const codes = (query: string) => index.search(query).map((p) => p.regionCode);
  const inRegion = (code: string) => all.filter((p) => p.regionCode === code).length;

  it.each([
    ['RM', 'CL-RM'],
    ['rm', 'CL-RM'],
    ['R.M.', 'CL-RM'],
    ['Región Metropolitana', 'CL-RM'],
    ['Metropolitana de Santiago', 'CL-RM'],
    ['XIII', 'CL-RM'],
    ['CL-RM', 'CL-RM'],
    ['La Araucanía', 'CL-AR'],
    ['LA ARAUCANIA', 'CL-AR'],
    ['Región de La Araucanía', 'CL-AR'],
    ['IX Región', 'CL-AR'],
    ['ÑUBLE', 'CL-NB'],
    ['Región del Biobío', 'CL-BI'],
    ['Bío Bío', 'CL-BI'],
    ['Libertador General Bernardo O’Higgins', 'CL-LI'],
    ['Aysén del General Carlos Ibáñez del Campo', 'CL-AI'],
    ['Magallanes y de la Antártica Chilena', 'CL-MA'],
  ])('"%s" lists every point of %s first', (query, code) => {
    const found = codes(query);
    const n = inRegion(code);
    expect(n).toBeGreaterThan(0);
    expect(found.slice(0, n)).toEqual(Array(n).fill(code));
  });

  it('"RM" puts the Metropolitana points before letters inside other words', () => {
    const found = index.search('RM');
    const metro = inRegion('CL-RM');
    expect(found.slice(0, metro).every((p) => p.regionCode === 'CL-RM')).toBe(true);
    // Whatever follows only has "rm" inside a word ("Carmen", "Hermanos").
    for (const p of found.slice(metro)) expect(fold(`${p.name} ${p.address ?? ''} ${p.comuna}`)).toMatch(/\Srm|rm\S/);
    expect(index.regionsFor('RM').map((r) => r.name)).toEqual(['Metropolitana de Santiago']);
  });

  it('a region being typed comes after whole words but before letters inside words', () => {
    // "metro" begins "Metropolitana": the region's points, no other point has "metro".
    expect(new Set(codes('metro'))).toEqual(new Set(['CL-RM']));
    expect(
      index
        .regionsFor('region de los')
        .map((r) => r.code)
        .sort(),
    ).toEqual(['CL-LL', 'CL-LR']);
    // Two letters only ever match a name whole.
    expect(index.regionsFor('ma').map((r) => r.code)).toEqual(['CL-MA']);
    expect(index.regionsFor('me')).toEqual([]);
  });

  it('ranks whole words, then word starts, then letters inside words, each in the given order', () => {
    const points = [
      { id: 'inside', name: 'Plaza Carmen', address: null, comuna: 'Temuco', region: 'Araucanía', regionCode: 'CL-AR' },
      { id: 'start', name: 'Punto Sanitario', address: null, comuna: 'Temuco', region: 'Araucanía', regionCode: 'CL-AR' },
      { id: 'whole', name: 'Punto San Pedro', address: null, comuna: 'San Pedro de la Paz', region: 'Biobío', regionCode: 'CL-BI' },
      { id: 'whole-2', name: 'Punto Limpio', address: 'Av. San Martín 12', comuna: 'Talca', region: 'Maule', regionCode: 'CL-ML' },
    ];
    const small = createIndex(points, regions);
    expect(small.search('san').map((p) => p.id)).toEqual(['whole', 'whole-2', 'start']);
    expect(small.search('rm').map((p) => p.id)).toEqual(['inside']);
    expect(small.search('IX').map((p) => p.id)).toEqual(['inside', 'start']);
    expect(small.search('av. san').map((p) => p.id)).toEqual(['whole-2']);
  });

  it('folds each region name once, without repeats', () => {
    for (const region of regions) {
      expect(new Set(region.names).size).toBe(region.names.length);
      for (const name of region.names) expect(name).toBe(fold(name));
    }
    expect(regions.find((r) => r.code === 'CL-RM')?.names).toEqual(expect.arrayContaining(['rm', 'region metropolitana', 'xiii', '13', 'cl-rm']));
  });
});
