import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Correction } from '../schema/correction.ts';
import { CorrectionBook, correctedValues, planCorrections, sameCell } from './plan.ts';

// Property tests and larger files: mutation testing runs them instrumented on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const correction = (campo: string, from: string, to: string, extra: Partial<Correction> = {}): Correction => ({
  archivo: 'collection-points',
  id: '7',
  campo,
  valor_en_export: from,
  valor_corregido: to,
  motivo: 'revisado',
  file: 'corrections.csv',
  line: 2,
  ...extra,
});

describe('sameCell', () => {
  it.each([
    ['8765 4321', '8765 4321', true],
    ['  8765   4321 ', '8765 4321', true],
    ['', '   ', true],
    ['Ñuñoa', 'N\u0303un\u0303oa', true],
    ['8765 4321', '87654321', false],
    ['Temuco', 'temuco', false],
    ['-38.7', '-38.70', false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameCell(a, b)).toBe(same);
  });
});

describe('planCorrections', () => {
  const values = { lat: '0', lng: '0', contacto: '8765 4321', name: 'PUNTO', correo: '' };

  it('takes a correction whose value is what the export says, and reports one that is not', () => {
    const plan = planCorrections([correction('contacto', '8765 4321', '+56 9 8765 4321'), correction('name', 'Punto', 'Punto Uno', { line: 3 })], values);
    expect(plan.matching.map((c) => c.campo)).toEqual(['contacto']);
    expect(plan.stale).toEqual([{ correction: expect.objectContaining({ campo: 'name' }), why: 'la exportación ahora dice "PUNTO", no "Punto"' }]);
    expect(plan.omit).toBeNull();
  });

  it('an empty cell is corrected by a line whose export value is empty', () => {
    expect(planCorrections([correction('correo', '', 'ana@giro.cl')], values).matching).toHaveLength(1);
  });

  it('lat and lng apply together: one stale half makes the other stale too', () => {
    const plan = planCorrections([correction('lat', '0', '-38.74', { line: 4 }), correction('lng', '1', '-72.59', { line: 5 })], values);
    expect(plan.matching).toEqual([]);
    expect(plan.stale.map(({ correction: c, why }) => [c.campo, why])).toEqual([
      ['lng', 'la exportación ahora dice "0", no "1"'],
      ['lat', 'va junto con la corrección de lng (línea 5), que ya no coincide'],
    ]);
  });

  it('both halves matching apply; another stale field does not hold a position back', () => {
    const plan = planCorrections([correction('lat', '0', '-38.74'), correction('lng', '0', '-72.59'), correction('name', 'otro', 'x')], values);
    expect(plan.matching.map((c) => c.campo)).toEqual(['lat', 'lng']);
    expect(plan.stale.map(({ correction: c }) => c.campo)).toEqual(['name']);
  });

  it('finds the omitir line and leaves it out of the others', () => {
    const omit = correction('omitir', '', '');
    const plan = planCorrections([omit, correction('name', 'PUNTO', 'Punto')], values);
    expect(plan.omit).toBe(omit);
    expect(plan.matching.map((c) => c.campo)).toEqual(['name']);
  });

  it('never applies a correction to a cell that reads differently (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (exported, expected) => {
        const plan = planCorrections([correction('contacto', expected, 'x')], { contacto: exported });
        expect(plan.matching.length === 1).toBe(sameCell(exported, expected));
        expect(plan.matching.length + plan.stale.length).toBe(1);
      }),
    );
  });
});

describe('correctedValues', () => {
  it('replaces exactly the corrected cells (property)', () => {
    const columns = ['lat', 'lng', 'name', 'contacto'] as const;
    fc.assert(
      fc.property(
        fc.record({ lat: fc.string(), lng: fc.string(), name: fc.string(), contacto: fc.string() }),
        fc.subarray([...columns]),
        fc.string(),
        (values, campos, to) => {
          const out = correctedValues(
            values,
            campos.map((campo) => correction(campo, values[campo], to)),
          );
          for (const column of columns) expect(out[column]).toBe(campos.includes(column) ? to : values[column]);
        },
      ),
    );
  });
});

describe('CorrectionBook', () => {
  const arbitraryCorrection = fc.record({
    archivo: fc.constantFrom('clean-points' as const, 'collection-points' as const),
    id: fc.constantFrom('1', '2', '10', 'cp-00000001', ' 1'),
    campo: fc.constantFrom('lat', 'name', 'omitir'),
    valor_en_export: fc.string(),
    valor_corregido: fc.string(),
    motivo: fc.constant('m'),
    file: fc.constant('corrections.csv'),
    line: fc.nat(),
  });

  it('gives a record only its own corrections, and reports the others as unreached (property)', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryCorrection),
        fc.constantFrom('clean-points', 'collection-points'),
        fc.constantFrom('1', '2', 'cp-00000001', '3'),
        (list, archivo, id) => {
          const book = new CorrectionBook(list);
          const found = book.forRecord(archivo, id);
          expect(found.every((c) => c.archivo === archivo && c.id === id)).toBe(true);
          expect(found.length).toBe(list.filter((c) => c.archivo === archivo && c.id === id).length);
          expect(book.unreached()).toEqual(list.filter((c) => !(c.archivo === archivo && c.id === id)));
        },
      ),
    );
  });

  it('gives nothing for a record with no corrections', () => {
    const book = new CorrectionBook([correction('name', 'a', 'b')]);
    expect(book.forRecord('clean-points', '7')).toEqual([]);
    expect(book.forRecord('collection-points', '8')).toEqual([]);
    expect(book.unreached()).toHaveLength(1);
  });
});

describe('planCorrections: edges', () => {
  it('a column the export lacks reads as empty, and the message shows an empty cell', () => {
    expect(planCorrections([correction('datum', '', 'PSAD56')], {}).matching).toHaveLength(1);
    expect(planCorrections([correction('datum', 'SAD69', 'PSAD56')], {}).stale[0]?.why).toBe('la exportación ahora dice "", no "SAD69"');
  });

  it('a stale half of a position holds back the other half only', () => {
    const plan = planCorrections([correction('lat', '1', '-38.74', { line: 4 }), correction('name', 'PUNTO', 'Punto', { line: 5 })], {
      lat: '0',
      lng: '0',
      name: 'PUNTO',
    });
    expect(plan.matching.map((c) => c.campo)).toEqual(['name']);
  });
});
