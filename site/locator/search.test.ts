import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../scripts/random.ts';
import { createIndex, distanceKm, fold, formatCount, formatDistance, resultsLabel } from './search.ts';

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
    const fresh = (query: string) => createIndex(many).search(query).map((p) => p.id);
    const steps = ['p', 'pu', 'pun', 'punto l', 'punto li', 'punto l', 'punto', 'punto v', 'c', 'co', 'ñuñoa 1', 'ñuñoa 12', 'nunoa 12', '', 'aromos', 'aromos 4', 'aromos 40'];
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
    const points = ['Ñuñoa', 'Providencia', 'Maipú', 'Puente Alto'].map((comuna, i) => ({ id: String(i), name: `Punto ${comuna}`, address: null, comuna, region: 'RM' }));
    const lazy = createIndex(points);
    const eager = createIndex(points);
    eager.prepare();
    for (const q of ['p', 'pu', 'punto', 'ñu', 'alto', 'x']) expect(lazy.search(q)).toEqual(eager.search(q));
  });
});
