import { describe, expect, it } from 'vitest';
import { correctionsLine } from './format.ts';

const zero = { applied: 0, rejected: 0, stale: 0, omitted: 0 };

describe('correctionsLine', () => {
  it('says nothing when neither build has corrections', () => {
    expect(correctionsLine({ before: zero, after: zero })).toBeNull();
  });

  it('gives each count, with before → after where it changed', () => {
    expect(correctionsLine({ before: { ...zero, applied: 2 }, after: { applied: 3, rejected: 1, stale: 0, omitted: 0 } })).toBe(
      'Correcciones (raw-data/corrections.csv): aplicadas 2 → 3, rechazadas 0 → 1, vencidas 0, filas omitidas 0',
    );
    expect(correctionsLine({ before: { ...zero, stale: 1 }, after: zero })).toBe(
      'Correcciones (raw-data/corrections.csv): aplicadas 0, rechazadas 0, vencidas 1 → 0, filas omitidas 0',
    );
  });
});
