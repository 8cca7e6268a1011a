import { type FSWatcher, watch } from 'node:fs';
import { basename, sep } from 'node:path';
import { formatProblem } from '../io/input-error.ts';
import { BuildSummarySchema } from '../schema/build-summary.ts';
import type { ReportSummary } from '../schema/report.ts';
import { spawnPipeline } from '../spawn.ts';

/** What one run of the pipeline gave: its counts and the files it wrote, or every problem that stopped it. */
export type WatchResult =
  | { ok: true; changed: string[]; seconds: number; counts: ReportSummary['counts']; files: string[] }
  | { ok: false; changed: string[]; seconds: number; problems: string[] };

export interface RawDataWatcher {
  /** Runs the pipeline now, as if every file had changed (e.g. when the dev server starts). */
  refresh(): void;
  /** The run in progress or queued, if any, has ended (for tests and for shutting down). */
  idle(): Promise<void>;
  close(): void;
}

/** Changes closer together than this are one edit (an editor's save writes, renames and touches). */
const SETTLE_MS = 150;

/** Files an editor or the operating system writes beside the real ones: never data. */
const isNoise = (path: string): boolean => {
  const name = basename(path);
  return name.startsWith('.') || name.endsWith('~') || name.endsWith('.swp') || name.endsWith('.tmp') || name.startsWith('~$');
};

/**
 * One `pipeline build --json` into `outDir`: its counts and files, or its problems, read as data
 * (BuildSummarySchema). The run is its own process, as every run is (spawn.ts): a fresh heap capped
 * like a maintainer's, nothing cached from the last edit, and the dev server unharmed if it fails.
 */
async function buildOnce(rawDir: string, outDir: string): Promise<{ counts: ReportSummary['counts']; files: string[] } | { problems: string[] }> {
  const run = await spawnPipeline(['build', '--json', '--raw', rawDir, '--out', outDir]);
  const summary = BuildSummarySchema.safeParse(parseJson(run.stdout));
  if (!summary.success) return { problems: [run.stderr.trim().split('\n')[0] || `el pipeline terminó con el código ${run.code} sin decir por qué`] };
  if ('problems' in summary.data) return { problems: summary.data.problems.map(formatProblem) };
  return { counts: summary.data.counts, files: summary.data.written };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Watches `rawDir` and reruns the pipeline into `outDir` after every edit, one run at a time (an
 * edit made during a run starts one more when it ends). Each run is the CLI's `build`, run the
 * way every run is (spawn.ts): all or nothing, so a broken edit leaves `outDir` as the last
 * good run wrote it.
 */
export function watchRawData(rawDir: string, outDir: string, onResult: (result: WatchResult) => void): RawDataWatcher {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const runOnce = async (): Promise<void> => {
    const changed = [...pending].sort();
    pending = new Set();
    const started = performance.now();
    const seconds = () => Math.round(performance.now() - started) / 1000;
    try {
      const result = await buildOnce(rawDir, outDir);
      if ('problems' in result) onResult({ ok: false, changed, seconds: seconds(), problems: result.problems });
      else onResult({ ok: true, changed, seconds: seconds(), ...result });
    } catch (error) {
      onResult({ ok: false, changed, seconds: seconds(), problems: [error instanceof Error ? error.message : String(error)] });
    }
  };

  const start = (): void => {
    timer = null;
    if (running) return; // the run in progress starts the next one
    running = (async () => {
      while (pending.size > 0) await runOnce();
      running = null;
    })();
  };

  const watcher: FSWatcher = watch(rawDir, { recursive: true }, (_event, name) => {
    if (name === null || isNoise(name)) return;
    pending.add(name.split(sep).join('/'));
    if (timer) clearTimeout(timer);
    timer = setTimeout(start, SETTLE_MS);
  });

  return {
    refresh() {
      pending.add('raw-data/');
      if (timer) clearTimeout(timer);
      start();
    },
    async idle() {
      while (timer !== null || running !== null) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      }
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
      watcher.close();
    },
  };
}
