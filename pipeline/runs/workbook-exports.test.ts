import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Finding, findingPlace } from '../findings/finding.ts';
import { columnLetters } from '../findings/finding-codes.ts';
import { makeRawDir } from '../fixtures/raw.ts';
import { BOOK_TYPES, type BookType, carefulCsvOf, EXTENSION, type Layout, workbookOf } from '../fixtures/workbooks.ts';
import { formatFinding } from '../report/finding-log.ts';
import { renderReportHtml } from '../report/report-html.ts';
import { buildInto } from '../run.ts';
import { ReportSchema } from '../schema/report.ts';

/**
 * Same data, same site: a workbook and a careful CSV export of it (each cell its stored value's
 * text) publish the same records, apart from the source reference, whatever the format and the
 * layout around the rows (titles, blank rows, hidden rows, other sheets, short number formats).
 */
const FILES = { clean: 'clean-points', collection: 'collection-points' } as const;
type Name = keyof typeof FILES;

let dir: string;
let raw: string;
const sample: Record<Name, string[][]> = { clean: [], collection: [] };

beforeAll(async () => {
  ({ dir, raw } = await makeRawDir('workbooks-'));
  for (const name of ['clean', 'collection'] as const) {
    const rows = parse(await readFile(resolve('raw-data', `${FILES[name]}.csv`), 'utf8')) as string[][];
    const seen = new Set<string>();
    sample[name] = rows.filter((row) => !seen.has(row.join('\u0000')) && seen.add(row.join('\u0000')));
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Builds with one export written as given (the other one from the sample) and returns both outputs' records without their source. */
async function published(name: Name, file: string, bytes: Buffer | string): Promise<Record<string, unknown>[]> {
  for (const other of Object.values(FILES)) for (const ext of ['csv', 'xlsx', 'ods', 'xls']) await rm(join(raw, `${other}.${ext}`), { force: true });
  const otherName: Name = name === 'clean' ? 'collection' : 'clean';
  await writeFile(join(raw, `${FILES[otherName]}.csv`), await readFile(resolve('raw-data', `${FILES[otherName]}.csv`)));
  await writeFile(join(raw, file), bytes);
  const out = join(dir, 'out');
  await buildInto(raw, out);
  const text = await readFile(join(out, `${FILES[name]}.json`), 'utf8');
  return (JSON.parse(text) as Record<string, unknown>[]).map(({ source: _source, ...record }) => record);
}

describe('a workbook and its careful CSV export', () => {
  it('publish the same records, apart from the source (property: every format, every layout)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Name>('clean', 'collection'),
        fc.constantFrom<BookType>(...BOOK_TYPES),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 3, max: 20 }),
        fc.record({
          titles: fc.constantFrom([], ['Puntos de reciclaje 2026'], ['Puntos de acopio', '']),
          blankAfter: fc.array(fc.nat({ max: 19 }), { maxLength: 2 }),
          hidden: fc.array(fc.nat({ max: 19 }), { maxLength: 4 }),
          instructions: fc.boolean(),
          oldHiddenSheet: fc.boolean(),
          shortFormat: fc.boolean(),
        }),
        async (name, bookType, start, count, layout: Layout) => {
          const [header = [], ...rows] = sample[name];
          const chosen = rows.slice(start % rows.length).slice(0, count);
          const fromCsv = await published(name, `${FILES[name]}.csv`, carefulCsvOf(header, chosen, layout));
          const fromBook = await published(name, `${FILES[name]}.${EXTENSION[bookType]}`, workbookOf(header, chosen, bookType, layout));
          expect(fromBook).toEqual(fromCsv);
          expect(fromBook.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 12), seed: Number(process.env.PROPERTY_SEED ?? 20261128) },
    );
  }, 360_000);

  it('the source names the workbook, its sheet and the row', async () => {
    const [header = [], ...rows] = sample.collection;
    const layout: Layout = { titles: ['Puntos'], blankAfter: [], hidden: [], instructions: true, oldHiddenSheet: false, shortFormat: false };
    await published('collection', 'collection-points.xlsx', workbookOf(header, rows.slice(0, 3), 'xlsx', layout));
    const records = JSON.parse(await readFile(join(dir, 'out', 'collection-points.json'), 'utf8')) as { source: unknown }[];
    expect(records[0]?.source).toEqual({ file: 'collection-points.xlsx', sheet: 'Puntos', line: 3 });
    const report = JSON.parse(await readFile(join(dir, 'out', 'report.json'), 'utf8')) as {
      inputs: { file: string; format: string; sheet: string | null; encoding: string | null }[];
    };
    expect(report.inputs.find((input) => input.file === 'collection-points.xlsx')).toMatchObject({ format: 'xlsx', sheet: 'Puntos', encoding: null });
  });

  it('a finding names the sheet and the cell, in report.json, in the terminal and in report.html', async () => {
    const [header = [], ...rows] = sample.collection;
    const broken = (rows[0] as string[]).map((cell, c) => (header[c] === 'correo' ? '#N/A' : cell));
    const layout: Layout = { titles: ['Puntos'], blankAfter: [], hidden: [], instructions: false, oldHiddenSheet: false, shortFormat: false };
    await published('collection', 'collection-points.xlsx', workbookOf(header, [broken], 'xlsx', layout));
    const report = ReportSchema.parse(JSON.parse(await readFile(join(dir, 'out', 'report.json'), 'utf8')));
    const error = report.findings.find((each) => each.code === 'email-error-cell');
    const column = columnLetters(header.indexOf('correo') + 1);
    expect(error).toMatchObject({ file: 'collection-points.xlsx', sheet: 'Puntos', cell: `${column}3`, line: 3, field: 'correo' });
    expect(formatFinding(error as Finding)).toBe(`collection-points.xlsx › Puntos › ${column}3 correo: Celda con error de planilla: "#N/A"`);
    expect(renderReportHtml(report, [], { type: 'MultiPolygon', coordinates: [] })).toContain(`collection-points.xlsx › Puntos › ${column}3`);
    // A finding about the whole row names the row, as the spreadsheet does.
    expect(findingPlace({ file: 'collection-points.xlsx', sheet: 'Puntos', line: 3 })).toBe('collection-points.xlsx › Puntos › fila 3');
  });
});
