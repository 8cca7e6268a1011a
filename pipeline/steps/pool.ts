import { Worker } from 'node:worker_threads';
import type { CsvRow } from './read.ts';
import type { RowResult } from './rows.ts';

interface Pending {
  resolve(results: RowResult[]): void;
  reject(error: Error): void;
}

/**
 * Worker threads that map batches of rows (pipeline/worker.ts). Each batch goes to the worker
 * with the fewest batches in hand; results come back as promises, which the caller awaits in
 * row order, so the output is the same as on one thread.
 */
/** Set by pipeline/launch.mjs when it bundles the sources: the bundled worker's file name. */
declare const __PIPELINE_BUNDLED_WORKER__: string | undefined;

export class RowPool {
  private readonly workers: { worker: Worker; pending: Map<number, Pending> }[] = [];
  private nextId = 0;
  private failure: Error | null = null;

  constructor(size: number, workerData: { rawDir: string; file: string }) {
    // Run from the bundle (pipeline/launch.mjs), the worker is the bundled file beside it. Run
    // from the sources, a worker does not inherit the main thread's TypeScript loader: it
    // registers its own before importing the worker module.
    const bootstrap =
      typeof __PIPELINE_BUNDLED_WORKER__ === 'string'
        ? `import(${JSON.stringify(new URL(__PIPELINE_BUNDLED_WORKER__, import.meta.url).href)})`
        : `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('../worker.ts', import.meta.url).href)}); })`;
    for (let i = 0; i < size; i++) {
      const worker = new Worker(bootstrap, {
        eval: true,
        workerData,
        // The same loader flags as the main thread (TypeScript sources), without the heap cap
        // meant for the main thread: a worker holds only the batches in hand.
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: 96 },
      });
      const entry = { worker, pending: new Map<number, Pending>() };
      worker.on('message', ({ id, results }: { id: number; results: RowResult[] }) => {
        entry.pending.get(id)?.resolve(results);
        entry.pending.delete(id);
      });
      const fail = (error: Error) => {
        this.failure ??= error;
        for (const pending of entry.pending.values()) pending.reject(error);
        entry.pending.clear();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => {
        if (code !== 0) fail(new Error(`un proceso de trabajo terminó con código ${code}`));
      });
      this.workers.push(entry);
    }
  }

  /** Batches sent and not yet answered by the least busy worker. */
  backlog(): number {
    return Math.min(...this.workers.map((entry) => entry.pending.size));
  }

  map<C extends string>(rows: CsvRow<C>[]): Promise<RowResult[]> {
    if (this.failure) return Promise.reject(this.failure);
    let chosen = this.workers[0];
    for (const entry of this.workers) if (chosen === undefined || entry.pending.size < chosen.pending.size) chosen = entry;
    if (chosen === undefined) return Promise.reject(new Error('no hay procesos de trabajo'));
    const id = this.nextId++;
    const target = chosen;
    const results = new Promise<RowResult[]>((resolve, reject) => {
      target.pending.set(id, { resolve, reject });
      target.worker.postMessage({ id, rows });
    });
    // Batches are awaited in order, later: a failure is reported then, not as unhandled now.
    results.catch(() => undefined);
    return results;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }
}
