import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReference, type Reference } from '../cells/places/places.ts';
import { exportItems } from '../points/read-export.ts';
import { loadReferenceTables } from '../reference/tables.ts';
import { CLEAN_POINT_COLUMNS } from '../schema/clean-point.ts';
import { COLLECTION_POINT_COLUMNS } from '../schema/collection-point.ts';
import { InputError } from './input-error.ts';
import type { CsvInfo, CsvItem } from './read-csv.ts';

/**
 * Workbooks as Excel's and LibreOffice's formats are written by the programs themselves
 * (LibreOffice and openpyxl: tools/workbooks/make-fixtures.py), each beside the careful CSV export
 * of its data sheet: the rows the pipeline reads from the workbook are that export's data rows,
 * with every cell by its stored value, and what the sheet hides or holds besides is said.
 */
const DIR = resolve('pipeline/fixtures/workbooks');

let ref: Reference;
beforeAll(async () => {
  ref = buildReference(await loadReferenceTables(resolve('raw-data')));
});

const columnsOf = (file: string) => (file.startsWith('clean-points') ? CLEAN_POINT_COLUMNS : COLLECTION_POINT_COLUMNS);

async function read(file: string) {
  const columns = columnsOf(file);
  const info: Partial<CsvInfo> = {};
  const items: CsvItem<string>[] = [];
  for await (const batch of exportItems({ file, columns, optional: [] }, DIR, ref, info)) items.push(...batch);
  const rows = items.flatMap((item) => (item.kind === 'row' ? [columns.map((column) => item.values[column])] : []));
  const rowFindings = items.flatMap((item) => (item.kind === 'row' ? item.findings.map((f) => `${item.line} ${f.field} ${f.code}`) : []));
  const notes = items.flatMap((item) =>
    item.kind === 'row' ? [] : [{ kind: item.kind, line: item.line, code: item.finding.code, message: item.finding.message }],
  );
  return { rows, rowFindings, notes, info };
}

/** The data rows of a careful export: those under its header, without blank rows and the totals row. */
async function expectedRows(file: string): Promise<string[][]> {
  const rows = parse(await readFile(join(DIR, `${file}.expected.csv`), 'utf8')) as string[][];
  const header = rows.findIndex((row) => row[0] === columnsOf(file)[0]);
  return rows.slice(header + 1).filter((row) => row.some((cell) => cell !== '') && row[0] !== 'Total');
}

async function failure(file: string): Promise<string> {
  try {
    await read(file);
  } catch (error) {
    if (error instanceof InputError) return error.format();
    throw error;
  }
  throw new Error(`${file} was read`);
}

describe('workbooks written by LibreOffice and openpyxl', async () => {
  const files = (await readdir(DIR)).filter((name) => /\.(xlsx|ods|xls)$/.test(name) && !/^(two-sheets|bomb|truncated|password|not-a-workbook)\./.test(name));

  it.each(files)('%s: the rows of its careful CSV export, cell by cell', async (file) => {
    const { rows, info } = await read(file);
    expect(rows).toEqual(await expectedRows(file));
    expect(info.format).toBe(file.split('.').pop());
  });

  it('typed cells: the stored number to 15 digits whatever its format shows, a phone as its digits, times on 24 hours, a date as YYYY-MM-DD', async () => {
    for (const file of ['typed.lo.xlsx', 'typed.lo.ods', 'typed.op.xlsx']) {
      const { rows } = await read(file);
      const column = (name: string) => rows.map((row) => row[COLLECTION_POINT_COLUMNS.indexOf(name as never)]);
      expect(column('lat')[0], file).toBe('-33.457');
      expect(column('contacto')[1], file).toBe('56912345678');
      expect(column('horarios').slice(0, 2), file).toEqual(['09:00', '12:00']);
      expect(column('dias')[2], file).toBe('2026-03-15');
    }
  });

  it("dates and times read the same in every time zone (the machine's plays no part)", async () => {
    const zone = process.env.TZ;
    const read24 = async () => Promise.all(['typed.lo.xlsx', 'typed.lo.ods', 'typed.op.xlsx'].map(async (file) => (await read(file)).rows));
    try {
      process.env.TZ = 'UTC';
      const utc = await read24();
      for (const each of ['America/Santiago', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        process.env.TZ = each;
        expect(await read24(), each).toEqual(utc);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('error cells reach the same error text as in a CSV; a formula saved without its value is flagged on its row, its text never read', async () => {
    for (const file of ['errors.lo.xlsx', 'errors.lo.ods']) {
      const { rows } = await read(file);
      expect(rows.flat(), file).toEqual(expect.arrayContaining(['#N/A', '#DIV/0!']));
    }
    const { rows, rowFindings } = await read('errors.op.xlsx');
    expect(rowFindings).toContain('2 id workbook-formula-uncached');
    expect(rows.flat().some((cell) => cell?.includes('1+1'))).toBe(false);
  });

  it('sheets: the one with the header is read; the instructions and the hidden old copy are named, never read', async () => {
    for (const file of ['sheets.lo.xlsx', 'sheets.lo.ods']) {
      const { notes, info } = await read(file);
      expect(info.sheet, file).toBe('Puntos');
      expect(notes.find((note) => note.code === 'workbook-sheets-ignored')?.message, file).toBe(
        'Se lee la hoja «Puntos», la que tiene el encabezado; la hoja «Instrucciones» no lo tiene y no se lee; la hoja oculta «Antiguo» no se lee nunca',
      );
    }
    expect(await failure('two-sheets.lo.xlsx')).toContain('las hojas «Puntos 2025» y «Puntos 2026» tienen las dos el encabezado');
  });

  it('merged title and group headings above the header, a blank row and a totals row: skipped with their findings; formatted empty rows below: no rows', async () => {
    for (const file of ['merged.lo.xlsx', 'merged.lo.ods']) {
      const { notes, info } = await read(file);
      expect(info.headerLine, file).toBe(3);
      expect(
        notes.map((note) => `${note.kind} ${note.line} ${note.code}`).filter((text) => !text.startsWith('note 3')),
        file,
      ).toEqual(['note 1 lines-above-header', expect.stringMatching(/^skipped \d+ line-blank$/), expect.stringMatching(/^skipped \d+ line-not-data$/)]);
      expect(notes.find((note) => note.code === 'lines-above-header')?.message, file).toContain('"Puntos de acopio 2026"');
    }
  });

  it('rows hidden by a filter and a hidden column are read like the others, with one note', async () => {
    for (const file of ['filtered.lo.xlsx', 'filtered.lo.ods']) {
      const { notes } = await read(file);
      expect(notes.find((note) => note.code === 'workbook-hidden-read')?.message, file).toMatch(
        /^Las filas 4, 6, 8 están ocultas \(a mano o por un filtro\), y la columna O está oculta: ocultar es una vista, no un borrado/,
      );
    }
  });

  it('rich text and hyperlinks: the text the cell shows; an in-cell line break kept', async () => {
    for (const file of ['rich.op.xlsx', 'rich.lo.xlsx']) {
      const { rows } = await read(file);
      const cells = rows.flat();
      expect(
        cells.some((cell) => cell?.includes('\n')),
        file,
      ).toBe(true);
      expect(
        cells.some((cell) => cell?.startsWith('mailto:')),
        file,
      ).toBe(false);
      expect(
        cells.some((cell) => cell?.startsWith('http')),
        file,
      ).toBe(false);
    }
  });

  it('a workbook saved under the .csv name: read as the workbook it is, with a note', async () => {
    const { rows, notes } = await read('workbook-named.csv');
    expect(notes[0]?.code).toBe('workbook-named-csv');
    expect(rows).toEqual(await expectedRows('plain.lo.xlsx'));
  });
});

describe('a sheet with the lines a CSV has among its rows', () => {
  it('a description row, a repeated header (two sheets pasted), a note and a totals row: skipped with the same findings as in a CSV', async () => {
    const [header = [], ...rows] = parse(await readFile(resolve('raw-data/collection-points.csv'), 'utf8')) as string[][];
    const book = XLSX.utils.book_new();
    const aoa = [
      header,
      header.map((column) => `Texto de ${column}`),
      rows[0] as string[],
      header,
      rows[1] as string[],
      ['Nota: los horarios pueden cambiar en feriados'],
      ['Total', '', '', '2 puntos'],
    ];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'Puntos');
    const dir = await mkdtemp(join(tmpdir(), 'sheet-lines-'));
    try {
      await writeFile(join(dir, 'collection-points.xlsx'), XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
      const items: CsvItem<string>[] = [];
      const dataset = { file: 'collection-points.xlsx', columns: COLLECTION_POINT_COLUMNS, optional: [] };
      for await (const batch of exportItems(dataset, dir, ref)) items.push(...batch);
      expect(items.map((item) => `${item.line} ${item.kind === 'row' ? 'row' : item.finding.code}`)).toEqual([
        '2 line-description',
        '3 row',
        '4 header-repeated',
        '5 row',
        '6 line-not-data',
        '7 line-not-data',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('bad workbooks: a clear Spanish message, nothing read', () => {
  it.each([
    ['password.xlsx', 'el libro está protegido con contraseña'],
    ['truncated.xlsx', 'el libro está dañado o incompleto'],
    ['not-a-workbook.xlsx', 'es un zip, pero no contiene un libro'],
    ['bomb.xlsx', 'una vez descomprimido, y el límite es 32 MB'],
  ])('%s', async (file, message) => {
    expect(await failure(file)).toContain(message);
  });
});
