import { type FSWatcher, watch } from 'node:fs';
import { basename, sep } from 'node:path';
import { build } from './build.ts';
import { InputError } from './errors.ts';
import type { ReportSummary } from './schema/report.ts';

/** What one run of the pipeline gave: the files it wrote, or every problem that stopped it. */
export type WatchResult =
  | { ok: true; changed: string[]; seconds: number; report: ReportSummary; files: string[] }
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

/** Every problem of a failed run, one `file:line field: message` line each (files relative to raw-data/). */
export function problemLines(error: unknown): string[] {
  if (error instanceof InputError) return error.lines();
  return [error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error)];
}

/**
 * Watches `rawDir` and reruns the pipeline into `outDir` after every edit, one run at a time (an
 * edit made during a run starts one more when it ends). Each run is the CLI's `build`: all or
 * nothing, so a broken edit leaves `outDir` as the last good run wrote it.
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
      const { report, files } = await build(rawDir, outDir);
      onResult({ ok: true, changed, seconds: seconds(), report, files });
    } catch (error) {
      onResult({ ok: false, changed, seconds: seconds(), problems: problemLines(error) });
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
