import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { recordsToCsv, recordsToJson } from './export.ts';
import type { InboxRecord } from './store.ts';

const records: InboxRecord[] = [
  {
    receivedAt: '2026-12-01T12:00:00.000Z',
    form: 'newsletter',
    data: {
      nameForm: 'Ñandú Pérez',
      emailForm: 'nandu@ejemplo.cl',
      dateForm: '2016-09-18',
      consentimiento: { version: '2026-12-01', fecha: '2026-12-01T11:59:58.000Z' },
    },
  },
  {
    receivedAt: '2026-12-02T08:00:00.000Z',
    form: 'cumple',
    data: { nombreTutor: 'José, "Pepe"', telefono: '+56 9 1234 5678', nombreNinio: '=HYPERLINK("http://x")', edad: 7, lista: ['a', 'b'], nada: null },
  },
];

describe('recordsToCsv', () => {
  const csv = recordsToCsv(records);

  it('starts with a byte-order mark and ends lines with CRLF, so a spreadsheet keeps the accents', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(4);
    expect(csv).toContain('Ñandú Pérez');
  });

  it('has one column per field, nested ones with a dot, in the order they first appear', () => {
    const rows = parse(csv.slice(1)) as string[][];
    expect(rows[0]).toEqual([
      'receivedAt',
      'form',
      'nameForm',
      'emailForm',
      'dateForm',
      'consentimiento.version',
      'consentimiento.fecha',
      'nombreTutor',
      'telefono',
      'nombreNinio',
      'edad',
      'lista',
      'nada',
    ]);
    expect(rows[1]).toEqual([
      '2026-12-01T12:00:00.000Z',
      'newsletter',
      'Ñandú Pérez',
      'nandu@ejemplo.cl',
      '2016-09-18',
      '2026-12-01',
      '2026-12-01T11:59:58.000Z',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    // Quotes and commas survive; a formula typed by a visitor is shown as text, never run.
    expect(rows[2]?.slice(7)).toEqual(['José, "Pepe"', "'+56 9 1234 5678", '\'=HYPERLINK("http://x")', '7', '["a","b"]', '']);
  });

  it('writes only the header when there is nothing', () => {
    expect(recordsToCsv([])).toBe('\uFEFFreceivedAt,form\r\n');
  });
});

describe('recordsToJson', () => {
  it('gives the records as stored', () => {
    expect(JSON.parse(recordsToJson(records))).toEqual(records);
  });
});
