import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { build } from 'esbuild';
import { LONG_CELL_BYTES, PADDING_FIELDS, padded, withLongCell, withTwoSplitRows } from '../../pipeline/fixtures/costly-exports.ts';
import { PIPELINE_ARGS } from '../../pipeline/spawn.ts';
import { available, type Measurement, measure } from './measure.ts';

const quote = (cell: string) => (/[",;\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/**
 * Writes a collection-points CSV of `rows` rows by cycling through the sample's rows with
 * fresh ids, so every row is distinct (no duplicate collapsing) and the defects keep their
 * real proportions.
 */
export async function scaleSample(samplePath: string, target: string, rows: number): Promise<void> {
  const [header, ...sample] = parse(await readFile(samplePath, 'utf8'), { skip_empty_lines: true }) as string[][];
  if (!header || sample.length === 0) throw new Error(`${samplePath} has no rows`);
  const out = createWriteStream(target);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(`${header.map(quote).join(',')}\n`);
  for (let i = 0; i < rows; i++) {
    const row = [...(sample[i % sample.length] as string[])];
    row[0] = String(i + 1);
    await write(`${row.map(quote).join(',')}\n`);
  }
  out.end();
  await once(out, 'close');
}

export interface PipelineBench {
  rows: number;
  megabytes: number;
  /** Interleaved rounds run; each figure below is the median round's (peak memory: the highest). */
  rounds: number;
  /** Each round's ratio of the pipeline's time (as maintainers run it) to Miller's, in order. */
  ratios: number[];
  /** `npm run pipeline -- build` as maintainers run it. */
  pipeline: Measurement;
  miller: Measurement | null;
  /** The pipeline's own CSV reader and JSON writer with no cleaning (tools/bench/read-write.ts). */
  readWrite: Measurement;
}

/** The median of the times (the lower middle for an even count) with the highest peak memory of them all. */
export function summarise(runs: readonly Measurement[]): Measurement {
  if (runs.length === 0) throw new Error('no runs to summarise');
  const sorted = [...runs].sort((a, b) => a.seconds - b.seconds);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as Measurement;
  return { ...median, peakMb: Math.max(...runs.map((run) => run.peakMb)) };
}

/**
 * Times `pipeline build` on scaled collection-point exports beside Miller's `mlr --icsv --ojson cat`,
 * `rounds` times with the commands interleaved (so a busy spell of the machine weighs on all of
 * them alike), reporting the median round of each.
 */
export async function benchPipeline(sizes: readonly number[], rounds = 1): Promise<{ results: PipelineBench[]; notes: string[] }> {
  const notes: string[] = [];
  const hasMiller = await available('mlr');
  if (!hasMiller) notes.push('Miller (mlr) is not installed: `apt-get install miller` to measure the peer.');
  const results: PipelineBench[] = [];
  for (const rows of sizes) {
    const dir = await mkdtemp(join(tmpdir(), `bench-pipeline-${rows}-`));
    try {
      // The same command line as `npm run pipeline` (see package.json).
      for (const folder of ['reference', 'content', 'media']) {
        await cp(resolve('raw-data', folder), join(dir, 'raw', folder), { recursive: true });
      }
      await cp(resolve('raw-data/clean-points.csv'), join(dir, 'raw', 'clean-points.csv'));
      const csv = join(dir, 'raw', 'collection-points.csv');
      await scaleSample(resolve('raw-data/collection-points.csv'), csv, rows);
      const megabytes = (await stat(csv)).size / 1e6;
      const run = async (extra: string[] = []) => {
        const measured = await measure(process.execPath, [
          ...PIPELINE_ARGS,
          'build',
          '--quiet',
          '--raw',
          join(dir, 'raw'),
          '--out',
          join(dir, 'out'),
          ...extra,
        ]);
        if (measured.exitCode !== 0) throw new Error(`pipeline exited with ${measured.exitCode} on ${rows} rows`);
        return measured;
      };
      // One run before timing, so tsx's cache of compiled sources is warm as on a maintainer's second run.
      await measure(process.execPath, [...PIPELINE_ARGS, '--help']);
      const runs: { pipeline: Measurement; miller: Measurement | null; readWrite: Measurement }[] = [];
      for (let round = 0; round < rounds; round++) {
        const pipeline = await run();
        const miller = hasMiller ? await measure('mlr', ['--icsv', '--ojson', 'cat', csv]) : null;
        // The reader-and-writer peer runs the way the pipeline runs (tsx, same heap cap).
        const readWrite = await measure(process.execPath, [
          ...PIPELINE_ARGS.slice(0, -1),
          resolve('tools/bench/read-write.ts'),
          csv,
          join(dir, 'read-write.json'),
        ]);
        if (readWrite.exitCode !== 0) throw new Error(`read-write exited with ${readWrite.exitCode} on ${rows} rows`);
        runs.push({ pipeline, miller, readWrite });
      }
      const millers = runs.flatMap((r) => (r.miller ? [r.miller] : []));
      results.push({
        rows,
        megabytes,
        rounds,
        ratios: runs.flatMap((r) => (r.miller ? [r.pipeline.seconds / r.miller.seconds] : [])),
        pipeline: summarise(runs.map((r) => r.pipeline)),
        readWrite: summarise(runs.map((r) => r.readWrite)),
        miller: millers.length > 0 ? summarise(millers) : null,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return { results, notes };
}

export interface ShapeBench {
  shape: string;
  /** The input file the shape is in, and its size, MB, with the shape and without. */
  file: string;
  megabytes: number;
  plainMegabytes: number;
  rounds: number;
  /** `npm run pipeline -- build` on the shape, and on the same rows without it: medians, highest peaks. */
  shaped: Measurement;
  plain: Measurement;
  /** Each round's ratio of the shape's time to the plain file's, in order. */
  ratios: number[];
  /** The exit codes seen on the shape (0 written, 1 an input the CLI refuses: never a signal). */
  exitCodes: (number | null)[];
}

/** The shapes of export that once cost more than their size, each made from a sample export. */
const SHAPES = [
  {
    shape: `every row with ${PADDING_FIELDS.toLocaleString('en-US')} empty fields beyond the header (two with a delimiter too many)`,
    file: 'collection-points.csv',
    plain: withTwoSplitRows,
    shaped: (text: string) => padded(withTwoSplitRows(text)),
  },
  {
    shape: `one ${(LONG_CELL_BYTES / 1e6).toFixed(1)} MB cell (refused where the record crosses 1 MB)`,
    file: 'clean-points.csv',
    plain: (text: string) => text,
    shaped: (text: string) => withLongCell(text),
  },
] as const;

/**
 * `npm run pipeline -- build` on each costly shape beside the same rows without it, in the same
 * folder layout, interleaved `rounds` times after a warm-up. Target: at most 2× the plain file's
 * time, within the 192 MB heap (an exit code, never a signal).
 */
export async function benchShapes(rounds = 3): Promise<ShapeBench[]> {
  const results: ShapeBench[] = [];
  await measure(process.execPath, [...PIPELINE_ARGS, '--help']);
  for (const { shape, file, plain, shaped } of SHAPES) {
    const dir = await mkdtemp(join(tmpdir(), 'bench-shape-'));
    try {
      const sample = await readFile(resolve('raw-data', file), 'utf8');
      const folders: Record<'plain' | 'shaped', string> = { plain: join(dir, 'plain'), shaped: join(dir, 'shaped') };
      for (const [kind, folder] of Object.entries(folders) as ['plain' | 'shaped', string][]) {
        for (const each of ['reference', 'content', 'media']) await cp(resolve('raw-data', each), join(folder, each), { recursive: true });
        for (const csv of ['clean-points.csv', 'collection-points.csv']) await cp(resolve('raw-data', csv), join(folder, csv));
        await writeFile(join(folder, file), kind === 'plain' ? plain(sample) : shaped(sample));
      }
      const run = (folder: string) => measure(process.execPath, [...PIPELINE_ARGS, 'build', '--quiet', '--raw', folder, '--out', join(dir, 'out')]);
      const runs: { plain: Measurement; shaped: Measurement }[] = [];
      for (let round = 0; round < rounds; round++) runs.push({ plain: await run(folders.plain), shaped: await run(folders.shaped) });
      const bad = runs.find((r) => r.plain.exitCode !== 0);
      if (bad) throw new Error(`pipeline exited with ${bad.plain.exitCode} on the plain ${file}`);
      results.push({
        shape,
        file,
        megabytes: (await stat(join(folders.shaped, file))).size / 1e6,
        plainMegabytes: (await stat(join(folders.plain, file))).size / 1e6,
        rounds,
        shaped: summarise(runs.map((r) => r.shaped)),
        plain: summarise(runs.map((r) => r.plain)),
        ratios: runs.map((r) => r.shaped.seconds / r.plain.seconds),
        exitCodes: runs.map((r) => r.shaped.exitCode),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return results;
}

export interface StartupBench {
  runs: number;
  /** `npm run pipeline -- --help`: Node, tsx's loader and the CLI's modules, as every caller runs it. */
  pipeline: Measurement;
  /** Node starting with no code: what any command costs. */
  node: Measurement;
  /** The same CLI bundled once by esbuild and run as plain JavaScript (no loader): what a build step would save. */
  bundled: Measurement;
}

/**
 * The pipeline's start-up: `pipeline --help` as every caller runs it (tsx, see pipeline/spawn.ts),
 * beside Node with no code and beside the same CLI bundled by esbuild, interleaved `runs` times
 * after one warm-up each; medians reported.
 */
export async function benchStartup(runs = 7): Promise<StartupBench> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-startup-'));
  try {
    const bundle = join(dir, 'cli.mjs');
    await build({
      entryPoints: [resolve('pipeline/cli.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      mainFields: ['module', 'main'],
      outfile: bundle,
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
      logLevel: 'warning',
    });
    const commands: Record<'pipeline' | 'node' | 'bundled', string[]> = {
      pipeline: [...PIPELINE_ARGS, '--help'],
      node: ['-e', ''],
      bundled: ['--max-old-space-size=192', bundle, '--help'],
    };
    const times: Record<keyof typeof commands, Measurement[]> = { pipeline: [], node: [], bundled: [] };
    for (const args of Object.values(commands)) await measure(process.execPath, args);
    for (let round = 0; round < runs; round++) {
      for (const [name, args] of Object.entries(commands) as [keyof typeof commands, string[]][]) times[name].push(await measure(process.execPath, args));
    }
    return { runs, pipeline: summarise(times.pipeline), node: summarise(times.node), bundled: summarise(times.bundled) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
