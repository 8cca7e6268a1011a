import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { build } from 'esbuild';
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
