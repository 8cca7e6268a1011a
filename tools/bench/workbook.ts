import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { PIPELINE_ARGS } from '../../pipeline/spawn.ts';
import { type Measurement, measure } from './measure.ts';
import { scaleSample, summarise } from './pipeline.ts';

export interface WorkbookBench {
  rows: number;
  rounds: number;
  /** File sizes, MB: the workbook and the same rows as CSV. */
  workbookMegabytes: number;
  csvMegabytes: number;
  /** `npm run pipeline -- build` on the workbook and on the CSV: medians, highest peaks. */
  workbook: Measurement;
  csv: Measurement;
  /** Each round's ratio of the workbook's time to the CSV's. */
  ratios: number[];
  /** A workbook of `largeRows` rows: what the pipeline does with it (0 read, 1 refused with a message naming the limit), its time and peak. */
  largeRows: number;
  large: Measurement;
}

/** The export's rows as a maintainer's workbook holds them: ids and coordinates as numbers, the rest as text. */
function workbookOf(csv: string): Buffer {
  const rows = parse(csv, { skip_empty_lines: true }) as string[][];
  const numeric = new Set(['id', 'lat', 'lng']);
  const header = rows[0] ?? [];
  const typed = rows.map((row, r) =>
    row.map((cell, c) => (r > 0 && numeric.has(header[c] ?? '') && /^-?\d+(\.\d+)?$/.test(cell.trim()) ? Number(cell) : cell)),
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(typed), 'Puntos');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/**
 * `npm run pipeline -- build` on a collection-points workbook of `rows` rows beside the same rows
 * as CSV (the peer), interleaved `rounds` times after a warm-up; then once on a workbook of
 * `largeRows` rows. Targets: the workbook in at most 5 s and within the 192 MB heap (exit 0);
 * the large one read or refused with a message (exit 1), never a crash.
 */
export async function benchWorkbook(rows = 10_000, rounds = 3, largeRows = 100_000): Promise<WorkbookBench> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-workbook-'));
  try {
    const folders = { csv: join(dir, 'csv'), workbook: join(dir, 'workbook'), large: join(dir, 'large') };
    for (const folder of Object.values(folders)) {
      for (const each of ['reference', 'content', 'media']) await cp(resolve('raw-data', each), join(folder, each), { recursive: true });
      await cp(resolve('raw-data/clean-points.csv'), join(folder, 'clean-points.csv'));
    }
    const csv = join(folders.csv, 'collection-points.csv');
    await scaleSample(resolve('raw-data/collection-points.csv'), csv, rows);
    await writeFile(join(folders.workbook, 'collection-points.xlsx'), workbookOf(await readFile(csv, 'utf8')));
    const largeCsv = join(dir, 'large.csv');
    await scaleSample(resolve('raw-data/collection-points.csv'), largeCsv, largeRows);
    await writeFile(join(folders.large, 'collection-points.xlsx'), workbookOf(await readFile(largeCsv, 'utf8')));
    const run = (folder: string) => measure(process.execPath, [...PIPELINE_ARGS, 'build', '--quiet', '--raw', folder, '--out', join(dir, 'out')]);
    await measure(process.execPath, [...PIPELINE_ARGS, '--help']);
    const runs: { csv: Measurement; workbook: Measurement }[] = [];
    for (let round = 0; round < rounds; round++) runs.push({ workbook: await run(folders.workbook), csv: await run(folders.csv) });
    const bad = runs.find((r) => r.csv.exitCode !== 0 || r.workbook.exitCode !== 0);
    if (bad) throw new Error(`pipeline exited with ${bad.workbook.exitCode} on the workbook, ${bad.csv.exitCode} on the CSV`);
    return {
      rows,
      rounds,
      workbookMegabytes: (await stat(join(folders.workbook, 'collection-points.xlsx'))).size / 1e6,
      csvMegabytes: (await stat(csv)).size / 1e6,
      workbook: summarise(runs.map((r) => r.workbook)),
      csv: summarise(runs.map((r) => r.csv)),
      ratios: runs.map((r) => r.workbook.seconds / r.csv.seconds),
      largeRows,
      large: await run(folders.large),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
