import { describe, expect, it } from 'vitest';
import type { FieldFinding } from '../findings/finding.ts';
import { expectedFinding } from '../fixtures/findings.ts';
import type { Correction } from '../schema/correction.ts';
import { correctRecord, objections } from './apply.ts';

const correction = (campo: string, from: string, to: string, line = 2): Correction => ({
  archivo: 'collection-points',
  id: '7',
  campo,
  valor_en_export: from,
  valor_corregido: to,
  motivo: 'revisado en terreno',
  file: 'corrections.csv',
  line,
});

type Cells = { name: string; contacto: string };
type Rec = { id: string; name: string; findings: FieldFinding[] };

/** A toy dataset: a name must not be empty, a phone must be digits. */
function read(values: Cells, readerFindings: FieldFinding[] = []): Rec {
  const findings = [...readerFindings];
  if (values.name.trim() === '') findings.push(expectedFinding('name-missing', { field: 'name', raw: values.name, message: 'Campo name vacío' }));
  if (!/^\+?[\d ]*$/.test(values.contacto))
    findings.push(expectedFinding('phone-invalid', { field: 'contacto', raw: values.contacto, message: `Teléfono no válido: "${values.contacto}"` }));
  return { id: '7', name: values.name, findings };
}

const row = (values: Cells, findings: FieldFinding[] = []) => ({ line: 9, values, findings });
const codes = (record: Rec | null) => record?.findings.map((f) => f.code);

describe('correctRecord', () => {
  const values: Cells = { name: 'PUNTO', contacto: 'fono' };
  const original = read(values);

  it('applies a matching correction and says so with the reason', () => {
    const result = correctRecord(original, row(values), [correction('contacto', 'fono', '+56 9 8765 4321')], 'collection-points.csv', read);
    expect(result.record?.findings).toEqual([
      expectedFinding('correction-applied', {
        field: 'contacto',
        raw: 'fono',
        fixed: '+56 9 8765 4321',
        message: 'Corrección manual (corrections.csv:2): "fono" → "+56 9 8765 4321"; motivo: revisado en terreno',
      }),
    ]);
    expect(result.counts).toEqual({ applied: 1, rejected: 0, stale: 0, omitted: 0 });
    expect(result.elsewhere).toEqual([]);
  });

  it('refuses a corrected value the rules do not accept, keeping what the export says', () => {
    const result = correctRecord(
      original,
      row(values),
      [correction('name', 'PUNTO', '  ', 3), correction('contacto', 'fono', '987654321', 4)],
      'collection-points.csv',
      read,
    );
    expect(result.record?.name).toBe('PUNTO');
    expect(codes(result.record)).toEqual(['correction-applied', 'correction-rejected']);
    expect(result.record?.findings[1]).toMatchObject({
      field: 'name',
      severity: 'error',
      raw: '  ',
      message: 'La corrección de corrections.csv:3 ("  ") no se aplica: Campo name vacío. Se publica lo que dice la exportación',
    });
    expect(result.counts).toEqual({ applied: 1, rejected: 1, stale: 0, omitted: 0 });
  });

  it('names every objection to a refused value', () => {
    const twice = (values: Cells) => {
      const record = read(values);
      return { ...record, findings: [...record.findings, expectedFinding('phone-verify', { field: 'contacto', raw: values.contacto, message: 'otra' })] };
    };
    const result = correctRecord(original, row(values), [correction('contacto', 'fono', 'x')], 'collection-points.csv', twice);
    expect(result.record?.findings.at(-1)?.message).toBe(
      'La corrección de corrections.csv:2 ("x") no se aplica: Teléfono no válido: "x"; otra. Se publica lo que dice la exportación',
    );
  });

  it('publishes the record untouched when every correction is refused', () => {
    const result = correctRecord(original, row(values), [correction('contacto', 'fono', 'otro fono')], 'collection-points.csv', read);
    expect(result.record?.findings.slice(0, -1)).toEqual(original.findings);
    expect(codes(result.record)?.at(-1)).toBe('correction-rejected');
  });

  it('reports a stale line in corrections.csv and applies nothing', () => {
    const result = correctRecord(original, row(values), [correction('name', 'Punto', 'Punto Uno', 5)], 'collection-points.csv', read);
    expect(result.record).toBe(original);
    expect(result.elsewhere).toEqual([
      {
        file: 'corrections.csv',
        line: 5,
        ...expectedFinding('correction-stale', {
          field: 'name',
          raw: 'Punto',
          message: 'La corrección de name de 7 ya no se aplica: la exportación ahora dice "PUNTO", no "Punto". Revísela o bórrela',
        }),
      },
    ]);
    expect(result.counts.stale).toBe(1);
  });

  it('leaves an omitted row out with a note at its line', () => {
    const result = correctRecord(original, row(values), [{ ...correction('omitir', '', ''), motivo: 'punto de prueba' }], 'collection-points.csv', read);
    expect(result.record).toBeNull();
    expect(result.elsewhere).toEqual([
      {
        file: 'collection-points.csv',
        line: 9,
        ...expectedFinding('row-omitted', { field: 'fila', raw: null, message: 'Fila del registro 7 omitida por corrections.csv:2; motivo: punto de prueba' }),
      },
    ]);
    expect(result.counts.omitted).toBe(1);
  });

  it("drops the reader's findings about a corrected cell, keeps the others", () => {
    const reader = [
      expectedFinding('encoding-replaced', { field: 'name', raw: 'P�NTO', message: 'caracteres ilegibles' }),
      expectedFinding('control-characters', { field: 'contacto', raw: 'fono', message: 'control' }),
    ];
    const result = correctRecord(read(values, reader), row(values, reader), [correction('name', 'PUNTO', 'Punto')], 'collection-points.csv', read);
    expect(codes(result.record)).toEqual(['control-characters', 'phone-invalid', 'correction-applied']);
  });
});

describe('objections', () => {
  const far = expectedFinding('coordinates-far', { field: 'lat,lng', raw: '1; 2', message: 'en el mar' });
  const ignored = expectedFinding('latlng-ignored', { field: 'lat,lng', raw: '1; 2', message: 'se usa el texto' });
  const notUsed = expectedFinding('coordinates-ignored', { field: 'coordinates', raw: 'x', message: 'no usado' });
  const note = expectedFinding('comma-decimal', { field: 'lat,lng', raw: '1,5; 2', message: 'coma' });
  const fix = expectedFinding('decimal-restored', { field: 'lat', raw: '-334', message: 'punto' });

  it('an unconfirmed reading of the corrected column objects too', () => {
    const verify = expectedFinding('coordinates-verify', { field: 'lat,lng', raw: '1; 2', message: 'sin confirmar' });
    expect(objections('lat', [verify])).toEqual([verify]);
  });

  it('a flag or an unused source on the corrected column objects; notes and fixes do not', () => {
    expect(objections('lat', [far, note, fix])).toEqual([far]);
    expect(objections('lng', [ignored])).toEqual([ignored]);
    expect(objections('coordinates', [notUsed, far])).toEqual([notUsed]);
    expect(objections('contacto', [far, ignored])).toEqual([]);
  });
});
