import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from './input-error.ts';
import { inputFile } from './input-file.ts';
import { type CsvInfo, type CsvItem, type CsvLayout, readCsv } from './read-csv.ts';
import { MAX_UNZIPPED_BYTES, numberText } from './read-workbook.ts';

const LAYOUT: CsvLayout<string> = { columns: ['id', 'name', 'lat', 'horarios', 'contacto'], names: { name: ['nombre'] } };
const HEADER = ['id', 'name', 'lat', 'horarios', 'contacto'];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'workbook-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Cell = string | number | XLSX.CellObject | null;

/** A workbook of named sheets (`hidden` ones hidden), as SheetJS writes it in a format. */
function book(sheets: { name: string; rows: Cell[][]; hidden?: boolean; edit?: (sheet: XLSX.WorkSheet) => void }[], bookType: XLSX.BookType = 'xlsx'): Buffer {
  const wb = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(sheet.rows);
    sheet.edit?.(ws);
    XLSX.utils.book_append_sheet(wb, ws, sheet.name);
  }
  wb.Workbook = { Sheets: sheets.map((sheet) => ({ name: sheet.name, Hidden: sheet.hidden ? 1 : 0 })) };
  return XLSX.write(wb, { type: 'buffer', bookType }) as Buffer;
}

async function read(name: string, content: Buffer) {
  const path = join(dir, name);
  await writeFile(path, content);
  const info: Partial<CsvInfo> = {};
  const items: CsvItem<string>[] = [];
  for await (const item of readCsv(path, name, LAYOUT, info)) items.push(item);
  const rows = items.flatMap((item) => (item.kind === 'row' ? [{ line: item.line, values: item.values, codes: item.findings.map((f) => f.code) }] : []));
  const notes = items.flatMap((item) => (item.kind === 'row' ? [] : [{ line: item.line, code: item.finding.code, message: item.finding.message }]));
  return { rows, notes, info };
}

async function failure(name: string, content: Buffer): Promise<string> {
  try {
    await read(name, content);
  } catch (error) {
    if (error instanceof InputError) return error.format();
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('cells by their stored value and type, never by their display', () => {
  it('numbers to the 15 digits a spreadsheet shows, whole numbers without .0, every stored decimal whatever the format', () => {
    expect(numberText(-33.456999999999994)).toBe('-33.457');
    expect(numberText(425)).toBe('425');
    expect(numberText(56912345678)).toBe('56912345678');
    expect(numberText(-70.32357623)).toBe('-70.32357623');
    expect(numberText(0.1 + 0.2)).toBe('0.3');
  });

  it.each(['xlsx', 'ods', 'biff8'] as const)('%s: numbers, times, errors and formats as stored', async (bookType) => {
    const file = book(
      [
        {
          name: 'Puntos',
          rows: [HEADER, [425, 'Punto A', -33.456999999999994, 0.375, 56912345678], [426, 'Punto B', -39.7943881, 0.5, { t: 'e', v: 0x2a }]],
          edit: (ws) => {
            (ws.C2 as XLSX.CellObject).z = '0.00';
            (ws.D2 as XLSX.CellObject).z = 'hh:mm';
            (ws.D3 as XLSX.CellObject).z = 'h:mm AM/PM';
          },
        },
      ],
      bookType,
    );
    const { rows, info } = await read(`puntos.${bookType === 'biff8' ? 'xls' : bookType}`, file);
    expect(rows.map((row) => row.values)).toEqual([
      { id: '425', name: 'Punto A', lat: '-33.457', horarios: '09:00', contacto: '56912345678' },
      { id: '426', name: 'Punto B', lat: '-39.7943881', horarios: '12:00', contacto: bookType === 'ods' ? '' : '#N/A' },
    ]);
    expect(info).toMatchObject({ format: bookType === 'biff8' ? 'xls' : bookType, sheet: 'Puntos', headerLine: 1, encoding: null, delimiter: null });
  });

  it('a formula with no value saved is a finding on its row, never its text', async () => {
    const file = book([{ name: 'Puntos', rows: [HEADER, [{ t: 'z', f: '1+1' } as XLSX.CellObject, 'Punto A', -33.4, '', '']] }]);
    const { rows } = await read('formula.xlsx', file);
    expect(rows).toEqual([{ line: 2, values: { id: '', name: 'Punto A', lat: '-33.4', horarios: '', contacto: '' }, codes: ['workbook-formula-uncached'] }]);
  });

  it("Google Sheets' #ERROR! (an error Excel has no code for) reaches the same error text, never an empty cell", async () => {
    const parts = unzipSync(book([{ name: 'Puntos', rows: [HEADER, [1, 'A', 1, '', 'x']] }]));
    const sheet = 'xl/worksheets/sheet1.xml';
    parts[sheet] = strToU8(strFromU8(parts[sheet] as Uint8Array).replace(/<c r="E2"[^>]*>.*?<\/c>/, '<c r="E2" t="e"><v>#ERROR!</v></c>'));
    const { rows } = await read('google.xlsx', Buffer.from(zipSync(parts)));
    expect(rows.map((row) => row.values.contacto)).toEqual(['#ERROR!']);
  });

  it('dates in the 1904 date system (old Excel for Mac) read the same day', async () => {
    const wb = XLSX.utils.book_new();
    const ws = XLSX.utils.aoa_to_sheet([HEADER, [1, 'A', 1, 44634, '']]);
    (ws.D2 as XLSX.CellObject).z = 'yyyy-mm-dd';
    XLSX.utils.book_append_sheet(wb, ws, 'Puntos');
    wb.Workbook = { WBProps: { date1904: true } };
    const { rows } = await read('mac.xlsx', XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    // Serial 44634 is 2026-03-15 counted from 1904-01-01 (2022-03-14 from 1900).
    expect(rows.map((row) => row.values.horarios)).toEqual(['2026-03-15']);
  });

  it('dates and times do not depend on the machine time zone', async () => {
    const file = book([
      {
        name: 'Puntos',
        rows: [HEADER, [1, 'A', 1, 46096.5, ''], [2, 'B', 1, 46096, '']],
        edit: (ws) => {
          (ws.D2 as XLSX.CellObject).z = 'yyyy-mm-dd hh:mm';
          (ws.D3 as XLSX.CellObject).z = 'dd/mm/yyyy';
        },
      },
    ]);
    const { rows } = await read('dates.xlsx', file);
    expect(rows.map((row) => row.values.horarios)).toEqual(['2026-03-15 12:00', '2026-03-15']);
  });
});

describe('which sheet', () => {
  it('reads the one visible sheet with the header, names the others, and never reads a hidden one', async () => {
    const file = book([
      { name: 'Instrucciones', rows: [['Llene la hoja Puntos'], ['Una fila por punto']] },
      { name: 'Puntos', rows: [['Puntos de acopio 2026'], [], HEADER, [1, 'Punto A', -33.4, '', '']] },
      { name: 'Antiguo', rows: [HEADER, [9, 'Viejo', -30, '', '']], hidden: true },
    ]);
    const { rows, notes, info } = await read('collection-points.xlsx', file);
    expect(rows.map((row) => [row.line, row.values.name])).toEqual([[4, 'Punto A']]);
    expect(info.sheet).toBe('Puntos');
    expect(notes.map((note) => note.code)).toEqual(['lines-above-header', 'workbook-sheets-ignored']);
    expect(notes[1]?.message).toBe(
      'Se lee la hoja «Puntos», la que tiene el encabezado; la hoja «Instrucciones» no lo tiene y no se lee; la hoja oculta «Antiguo» no se lee nunca',
    );
  });

  it('two visible sheets with the header: an input error naming both, saying how to resolve it', async () => {
    const file = book([
      { name: 'Puntos 2025', rows: [HEADER, [1, 'A', 1, '', '']] },
      { name: 'Puntos 2026', rows: [HEADER, [2, 'B', 1, '', '']] },
    ]);
    expect(await failure('collection-points.xlsx', file)).toBe(
      'collection-points.xlsx: las hojas «Puntos 2025» y «Puntos 2026» tienen las dos el encabezado: no se sabe cuál leer. Oculte o borre la hoja antigua (clic derecho en su pestaña → Ocultar o Eliminar) y guarde el libro',
    );
  });

  it('no visible sheet with the header: names the sheets looked at', async () => {
    const file = book([{ name: 'Notas', rows: [['nada']] }]);
    expect(await failure('x.xlsx', file)).toContain('ninguna hoja visible tiene el encabezado');
  });
});

describe('layout as the sheet has it', () => {
  it('hidden rows are read with one note, blank rows are line-blank, formatted empty rows below the data are no rows, a value right of the header is flagged', async () => {
    const file = book([
      {
        name: 'Puntos',
        rows: [HEADER, [1, 'A', 1, '', ''], [], [2, 'B', 1, '', '', 'suelto'], [3, 'C', 1, '', '']],
        edit: (ws) => {
          ws['!rows'] = [];
          ws['!rows'][3] = { hidden: true };
          ws['!rows'][4] = { hidden: true };
          // Formatted cells far below the data, with nothing in them.
          ws.A300 = { t: 'z' } as XLSX.CellObject;
          ws['!ref'] = 'A1:F300';
        },
      },
    ]);
    const { rows, notes } = await read('layout.xlsx', file);
    expect(rows.map((row) => [row.line, row.values.name, row.codes])).toEqual([
      [2, 'A', []],
      [4, 'B', ['unnamed-column-value']],
      [5, 'C', []],
    ]);
    expect(notes).toContainEqual({ line: 3, code: 'line-blank', message: expect.any(String) });
    expect(notes.find((note) => note.code === 'workbook-hidden-read')?.message).toMatch(/^Las filas 4 a 5 están ocultas/);
  });
});

/** A small xlsx whose sheet inflates past the limit: styled empty rows, the same bytes over and over. */
function bombXlsx(): Buffer {
  const rows = '<row r="1" s="1" customFormat="1"/>'.repeat(Math.ceil(MAX_UNZIPPED_BYTES / 30));
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/workbook.xml': strToU8('<workbook/>'),
      'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${rows}</sheetData></worksheet>`),
    }),
  );
}

describe('bad files: a clear message, nothing read', () => {
  it('a zip with no workbook in it', async () => {
    const zip = Buffer.from(zipSync({ 'hello.txt': strToU8('hola') }));
    expect(await failure('collection-points.xlsx', zip)).toContain('es un zip, pero no contiene un libro');
  });

  it('a truncated workbook', async () => {
    const whole = book([{ name: 'Puntos', rows: [HEADER, [1, 'A', 1, '', '']] }]);
    expect(await failure('collection-points.xlsx', whole.subarray(0, Math.floor(whole.length / 2)))).toMatch(/el libro está dañado o incompleto/);
  });

  it('a small file whose parts inflate past the limit (a decompression bomb) is refused before it is read, naming the limit and the CSV way', async () => {
    const bomb = bombXlsx();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const message = await failure('collection-points.xlsx', bomb);
    expect(message).toContain('el límite es 32 MB');
    expect(message).toContain('CSV UTF-8');
  });

  it('a bomb whose zip directory lies about its sizes is stopped while it inflates, at the limit', async () => {
    const bomb = bombXlsx();
    // Every declared uncompressed size, in the local headers and the central directory, said to be 1 KB.
    for (let at = 0; at < bomb.length - 4; at++) {
      const signature = bomb.readUInt32LE(at);
      if (signature === 0x04034b50) bomb.writeUInt32LE(1024, at + 22);
      if (signature === 0x02014b50) bomb.writeUInt32LE(1024, at + 24);
    }
    const message = await failure('collection-points.xlsx', bomb);
    expect(message).toContain('el libro ocupa más de 32 MB una vez descomprimido');
  });

  it('a file named as a workbook that is text', async () => {
    expect(await failure('collection-points.xlsx', Buffer.from('id,name\n1,A\n'))).toContain('parece texto: si es un CSV, cámbiele la extensión a .csv');
  });

  it('a workbook saved under the .csv name is read as the workbook it is, with a note', async () => {
    const file = book([{ name: 'Puntos', rows: [HEADER, [425, 'A', -33.456999999999994, '', '']] }]);
    const { rows, notes, info } = await read('collection-points.csv', file);
    expect(rows.map((row) => row.values.lat)).toEqual(['-33.457']);
    expect(notes[0]?.code).toBe('workbook-named-csv');
    expect(info.format).toBe('xlsx');
  });
});

describe('which file', () => {
  it('the one file of a dataset, by any of the extensions read; two are an input error naming both', async () => {
    const raw = await mkdtemp(join(dir, 'raw-'));
    expect(await inputFile(raw, 'collection-points')).toBe('collection-points.csv');
    await writeFile(join(raw, 'collection-points.ods'), '');
    await writeFile(join(raw, '~$collection-points.xlsx'), '');
    await writeFile(join(raw, '.~lock.collection-points.ods#'), '');
    expect(await inputFile(raw, 'collection-points')).toBe('collection-points.ods');
    await writeFile(join(raw, 'collection-points.csv'), '');
    await expect(inputFile(raw, 'collection-points')).rejects.toThrow(
      'hay 2 archivos para los mismos datos: collection-points.csv, collection-points.ods. El pipeline lee uno solo',
    );
  });
});
