import { availableParallelism, loadavg } from 'node:os';

/** How the wait for a quiet machine went. */
export interface QuietWait {
  /** The 1-minute load average it waited to fall below (the number of cores by default). */
  threshold: number;
  /** The 1-minute load average when the wait began and when it ended. */
  loadAtStart: number;
  loadAtEnd: number;
  waitedSeconds: number;
  /** False when the limit came first: the runs started on a busy machine. */
  quiet: boolean;
}

export interface QuietOptions {
  /** Longest wait, in seconds; 0 does not wait. */
  limitSeconds: number;
  threshold?: number;
  intervalSeconds?: number;
  /** The 1-minute load average now (os.loadavg by default); injectable for tests. */
  read?: () => number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Waits, up to a limit, until the machine's 1-minute load average is below its number of cores,
 * polling every few seconds. Run straight after the browser tests, a bench otherwise starts with
 * the machine still busy from them, and contention for the CPU is the largest source of
 * Lighthouse's variability on a lab machine (Lighthouse's notes on variability).
 */
export async function waitForQuiet(options: QuietOptions): Promise<QuietWait> {
  const threshold = options.threshold ?? availableParallelism();
  const read = options.read ?? (() => loadavg()[0] ?? 0);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const now = options.now ?? Date.now;
  const intervalMs = (options.intervalSeconds ?? 5) * 1000;
  const started = now();
  const loadAtStart = read();
  let load = loadAtStart;
  while (load >= threshold && now() - started < options.limitSeconds * 1000) {
    await sleep(Math.min(intervalMs, options.limitSeconds * 1000 - (now() - started)));
    load = read();
  }
  return { threshold, loadAtStart, loadAtEnd: load, waitedSeconds: Math.round((now() - started) / 1000), quiet: load < threshold };
}

/** One sentence for a report: how long the bench waited and whether the machine got quiet. */
export function describeQuietWait(wait: QuietWait): string {
  const load = (value: number) => value.toFixed(2);
  if (wait.waitedSeconds === 0 && wait.quiet) return `the 1-minute load average was ${load(wait.loadAtStart)}, below ${wait.threshold}, at the start`;
  if (wait.quiet)
    return `waited ${wait.waitedSeconds} s for the 1-minute load average to fall below ${wait.threshold} (${load(wait.loadAtStart)} → ${load(wait.loadAtEnd)})`;
  return `the 1-minute load average was still ${load(wait.loadAtEnd)} (from ${load(wait.loadAtStart)}), not below ${wait.threshold}, after waiting ${wait.waitedSeconds} s: the runs started on a busy machine`;
}
