import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReference, type Reference } from '../cells/places/places.ts';
import type { Finding } from '../findings/finding.ts';
import { makeRawDir } from '../fixtures/raw.ts';
import { cellAs, DIALECTS, type Dialect, fileAs, fits, lineAs } from '../fixtures/spreadsheets.ts';
import type { CsvItem } from '../io/read-csv.ts';
import { exportItems } from '../points/read-export.ts';
import { loadReferenceTables } from '../reference/tables.ts';
import { buildInto } from '../run.ts';
import { CLEAN_POINT_COLUMNS } from '../schema/clean-point.ts';
import { COLLECTION_POINT_COLUMNS } from '../schema/collection-point.ts';
import type { InputSummary } from '../schema/report.ts';

/**
 * Whole exports, as the programs maintainers use write them (fixtures/spreadsheets.ts), with the odd
 * lines those files carry: every good row is published as it is without them, no line that is
 * not a point is published, every odd line is named by a finding, and every row is counted.
 */
const EXPORTS = {
  clean: { file: 'clean-points.csv', columns: CLEAN_POINT_COLUMNS, optional: [] as const },
  collection: { file: 'collection-points.csv', columns: COLLECTION_POINT_COLUMNS, optional: [] as const },
} as const;
type ExportName = keyof typeof EXPORTS;

let dir: string;
let raw: string;
let ref: Reference;
const sample: Record<ExportName, string[][]> = { clean: [], collection: [] };

beforeAll(async () => {
  ({ dir, raw } = await makeRawDir('exports-'));
  ref = buildReference(await loadReferenceTables(resolve('raw-data')));
  for (const name of ['clean', 'collection'] as const) {
    const rows = parse(await readFile(resolve('raw-data', EXPORTS[name].file), 'utf8')) as string[][];
    // The sample's first rows without its exact duplicates, which are counted apart.
    const seen = new Set<string>();
    sample[name] = rows.filter((row) => !seen.has(row.join('\u0000')) && seen.add(row.join('\u0000')));
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Lines a maintainer's file carries that are not points, as they are written (a function of the header and delimiter). */
const ODD_LINES: Readonly<Record<string, (header: readonly string[], d: string, dialect: Dialect) => string>> = {
  blank: () => '',
  spaces: () => '   ',
  separators: (header, d) => d.repeat(header.length - 1),
  'repeated header': (header, _d, dialect) => lineAs(dialect, header, null),
  title: () => 'Puntos de reciclaje de la Región de Los Ríos',
  total: (_header, d) => `Total${d}${d}${d}23 puntos`,
  source: () => 'Fuente: Municipalidad de Valdivia',
  note: (_header, d) => `Nota: los horarios pueden cambiar en feriados${d}${d}`,
  'open quote': (_header, d) => `"Fila rota${d}sin comillas de cierre`,
  date: () => 'Actualizado al 15-11-2026',
  'title with the delimiter': (_header, d) => `Puntos limpios${d} Región de Los Ríos${d} 2026`,
  'group headings': (_header, d) => `Ubicación${d}${d}${d}${d}Coordenadas`,
  'note over two lines': (_header, d) => `"Nota: los horarios${d} cambian\nen feriados"`,
  description: (header, _d, dialect) =>
    lineAs(
      dialect,
      header.map((column) => `Texto de ${column}`),
      null,
    ),
};

/** Every row the reader hands on to be a record, without what depends on its line. */
async function read(bytes: Buffer, name: ExportName) {
  await writeFile(join(raw, EXPORTS[name].file), bytes);
  const items: CsvItem<string>[] = [];
  for await (const batch of exportItems(EXPORTS[name], raw, ref)) items.push(...batch);
  return items;
}

const rowsOf = (items: readonly CsvItem<string>[]) => items.flatMap((item) => (item.kind === 'row' ? [{ values: item.values, findings: item.findings }] : []));

/** The lines a finding names: a skipped line, a span left out, the lines above a header. */
function namedLines(items: readonly CsvItem<string>[]): Set<number> {
  const lines = new Set<number>();
  for (const item of items) {
    if (item.kind === 'skipped' || item.kind === 'left-out') for (let k = 0; k < item.rows; k++) lines.add(item.line + k);
    if (item.kind === 'note' && item.finding.code === 'lines-above-header') {
      const [from, to] = (/(\d+)(?: a (\d+))? antes del encabezado/.exec(item.finding.message) ?? []).slice(1).map(Number);
      for (let line = from ?? 0; line <= (to || from || 0); line++) lines.add(line);
    }
  }
  return lines;
}

describe('a good export with odd lines among its rows', () => {
  it('publishes every good row as without them, names every odd line, counts every row (property, every dialect)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<ExportName>('clean', 'collection'),
        fc.constantFrom(...DIALECTS),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 3, max: 25 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...Object.keys(ODD_LINES))), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        async (name, dialect: Dialect, start, count, odd, describeFirst) => {
          const [header = [], ...rows] = sample[name];
          const good = rows
            .slice(start % rows.length)
            .slice(0, count)
            .filter((row) => fits(dialect, row.join('')));
          const plain = fileAs(dialect, [header, ...good]);
          const lines: (readonly string[] | { text: string })[] = [header, ...good];
          const inserted: number[] = [];
          if (describeFirst) {
            lines.splice(1, 0, { text: header.map((column) => `Texto de ${column}`).join(dialect.delimiter) });
            inserted.push(1);
          }
          for (const [at, kind] of odd) {
            const position = 1 + (at % lines.length);
            lines.splice(position, 0, { text: (ODD_LINES[kind] as (typeof ODD_LINES)[string])(header, dialect.delimiter, dialect) });
            for (let k = 0; k < inserted.length; k++) if ((inserted[k] as number) >= position) inserted[k] = (inserted[k] as number) + 1;
            inserted.push(position);
          }
          const withOdd = fileAs(dialect, lines);
          const clean = await read(plain.bytes, name);
          const withLines = await read(withOdd.bytes, name);
          expect(rowsOf(withLines), dialect.tool).toEqual(rowsOf(clean));
          expect(rowsOf(clean)).toHaveLength(good.length);
          const named = namedLines(withLines);
          for (const index of inserted) expect(named.has(withOdd.lineOf[index] as number), `${dialect.tool}: línea ${withOdd.lineOf[index]}`).toBe(true);
          // Every row counted once; lines an open quote made unreadable count one each, so a
          // cell over two lines inside such a span counts twice.
          const counted = withLines.reduce((sum, item) => sum + (item.kind === 'row' ? 1 : item.kind === 'note' ? 0 : item.rows), 0);
          const overTwoLines = odd.filter(([, kind]) => kind === 'note over two lines').length;
          expect(counted).toBeGreaterThanOrEqual(good.length + inserted.length);
          expect(counted).toBeLessThanOrEqual(good.length + inserted.length + overTwoLines);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 60), seed: Number(process.env.PROPERTY_SEED ?? 20261127) },
    );
  }, 360_000);
});

describe('a row broken the way programs break rows', () => {
  /** Free-text columns a person types in, where a stray delimiter or line break lands. */
  const TYPED_IN = ['name', 'addres', 'supervisor', 'dias', 'operacion'];

  it('a delimiter left unquoted inside a cell: the row comes out exactly as written, joined, or is left out with its line; never another value', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<ExportName>('clean', 'collection'),
        fc.constantFrom(...DIALECTS.filter((dialect) => dialect.quoting === 'minimal' && !dialect.rowNumbers)),
        fc.integer({ min: 1, max: 5000 }),
        fc.nat(),
        fc.constantFrom(', ', ',', '; ', ';', '\t'),
        async (name, dialect, start, pick, glue) => {
          const [header = [], ...rows] = sample[name];
          const good = rows
            .slice(start % rows.length)
            .slice(0, 4)
            .filter((row) => fits(dialect, row.join('')));
          const columns = header.flatMap((column, i) => (TYPED_IN.includes(column) && (good[1]?.[i] ?? '').includes(' ') ? [i] : []));
          if (good.length < 3 || columns.length === 0 || !glue.includes(dialect.delimiter)) return;
          const at = columns[pick % columns.length] as number;
          const truth = [...(good[1] as string[])];
          truth[at] = (truth[at] as string).replace(' ', glue);
          // The cell written as a careless tool writes it: the delimiter inside, no quotes.
          const cells = truth.map((cell, i) => (i === at ? cell : cellAs(dialect, cell)));
          const broken = { text: [...cells, ...(dialect.trailingEmpty ? [''] : [])].join(dialect.delimiter) };
          const written = fileAs(dialect, [header, good[0] as string[], broken, good[2] as string[]]);
          const items = await read(written.bytes, name);
          const line = written.lineOf[2] as number;
          const row = items.find((item) => item.kind === 'row' && item.line === line);
          const out = items.find((item) => item.kind === 'left-out' && item.line === line);
          const expected = Object.fromEntries(header.map((column, i) => [column, truth[i]]));
          if (row?.kind === 'row') {
            expect(row.values, JSON.stringify(broken.text)).toEqual(expected);
            expect(row.findings.map((f) => f.code)).toContain('row-fields-joined');
          } else {
            expect(out?.kind === 'left-out' && out.finding.code, JSON.stringify(broken.text)).toBe('row-fields-extra');
          }
          expect(rowsOf(items).map((each) => each.values.name)).toEqual(
            expect.arrayContaining([good[0]?.[header.indexOf('name')], good[2]?.[header.indexOf('name')]]),
          );
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 60), seed: Number(process.env.PROPERTY_SEED ?? 20261127) },
    );
  }, 360_000);

  it('a line break left unquoted inside a cell: joined exactly as written, or each part read flagged; never a part without a finding', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<ExportName>('clean', 'collection'),
        fc.constantFrom(...DIALECTS.filter((dialect) => dialect.quoting === 'minimal' && !dialect.rowNumbers && dialect.newline !== '\r')),
        fc.integer({ min: 1, max: 5000 }),
        fc.nat(),
        async (name, dialect, start, pick) => {
          const [header = [], ...rows] = sample[name];
          const good = rows
            .slice(start % rows.length)
            .slice(0, 3)
            .filter((row) => fits(dialect, row.join('')));
          const columns = header.flatMap((column, i) => (TYPED_IN.includes(column) && (good[1]?.[i] ?? '').includes(' ') ? [i] : []));
          if (good.length < 3 || columns.length === 0) return;
          const at = columns[pick % columns.length] as number;
          const truth = [...(good[1] as string[])];
          truth[at] = (truth[at] as string).replace(' ', '\n');
          const cells = truth.map((cell, i) => (i === at ? cell : cellAs(dialect, cell)));
          const broken = { text: [...cells, ...(dialect.trailingEmpty ? [''] : [])].join(dialect.delimiter) };
          const written = fileAs(dialect, [header, good[0] as string[], broken, good[2] as string[]]);
          const items = await read(written.bytes, name);
          const line = written.lineOf[2] as number;
          const first = items.find((item) => item.kind === 'row' && item.line === line);
          const expected = Object.fromEntries(header.map((column, i) => [column, truth[i]]));
          if (first?.kind === 'row' && first.findings.some((f) => f.code === 'row-lines-joined')) {
            expect(first.values).toEqual(expected);
          } else {
            // Not joined: whatever the two lines became carries a finding about its structure.
            for (const item of items.filter((each) => each.line === line || each.line === line + 1)) {
              if (item.kind === 'row') expect(item.findings.map((f) => f.code)).toContain('row-short');
              else expect(item.kind).not.toBe('note');
            }
          }
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 60), seed: Number(process.env.PROPERTY_SEED ?? 20261127) },
    );
  }, 360_000);
});

describe('whole exports as each program writes them', () => {
  /** The records of the plain file (Google Sheets' CSV, no odd lines), made once. */
  let expected: { clean: unknown[]; collection: unknown[] } | undefined;

  it.each(DIALECTS.map((dialect) => [dialect.tool, dialect] as const))('%s: read whole, published as the plain file is', async (_tool, dialect) => {
    const run = async (files: Record<ExportName, Buffer>) => {
      for (const name of ['clean', 'collection'] as const) await writeFile(join(raw, EXPORTS[name].file), files[name]);
      const found: Finding[] = [];
      const { report } = await buildInto(raw, join(dir, 'out'), { onFinding: (each) => found.push(each) });
      const strip = async (file: string) =>
        (JSON.parse(await readFile(join(dir, 'out', file), 'utf8')) as { source: unknown }[]).map(({ source: _source, ...record }) => record);
      return { report, found, clean: await strip('clean-points.json'), collection: await strip('collection-points.json') };
    };
    const plainDialect = DIALECTS.find((each) => each.tool.startsWith('Google')) as Dialect;
    const files = (as: Dialect, odd: boolean) => {
      const made = {} as Record<ExportName, Buffer>;
      for (const name of ['clean', 'collection'] as const) {
        const [header = [], ...rows] = sample[name];
        const good = rows.slice(0, 25).filter((row) => fits(as, row.join('')));
        const lines: (readonly string[] | { text: string })[] = odd
          ? [
              { text: 'Puntos de reciclaje — exportación del 15-11-2026' },
              { text: '' },
              header,
              ...good.slice(0, 10),
              { text: lineAs(as, header, null) },
              ...good.slice(10),
              { text: `Total${as.delimiter}${as.delimiter}${good.length} puntos` },
              { text: 'Fuente: Municipalidad' },
            ]
          : [header, ...good];
        made[name] = fileAs(as, lines).bytes;
      }
      return made;
    };
    expected ??= await run(files(plainDialect, false));
    const actual = await run(files(dialect, true));
    expect(actual.clean).toEqual(expected.clean);
    expect(actual.collection).toEqual(expected.collection);
    for (const input of actual.report.inputs as InputSummary[]) {
      expect(input.rows, input.file).toBe(input.records + input.duplicates + input.omitted + input.leftOut + input.skipped);
      expect(input.skipped, input.file).toBe(3);
      expect(input.leftOut, input.file).toBe(0);
    }
    const codes = actual.found.filter((each) => each.file.endsWith('.csv')).map((each) => each.code);
    expect(codes).toEqual(expect.arrayContaining(['lines-above-header', 'header-repeated', 'line-not-data']));
  });
});
