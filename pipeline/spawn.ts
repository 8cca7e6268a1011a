import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The one way the pipeline runs, whoever runs it (`npm run pipeline`, the dev server's live
 * preview, the CLI's tests, the bench): Node on pipeline/cli.ts with tsx's loader, the heap
 * capped at 192 MB (the most a maintainer's laptop should give it). package.json's `pipeline`
 * script is this same command line; here tsx's loader and the CLI are named by their files, so
 * the command runs from any folder.
 */
export const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));
export const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
export const PIPELINE_ARGS = ['--max-old-space-size=192', '--import', TSX_LOADER, fileURLToPath(new URL('./cli.ts', import.meta.url))] as const;

export interface SpawnedRun {
  /** The exit code; 1 when the process was ended by a signal (see `signal`). */
  code: number;
  /** The signal that ended the process (a native crash: SIGABRT for a heap out of memory), or null. */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs `pipeline <args…>` to its end (e.g. `['build', '--json']`) in `cwd`, with what it printed. */
export function spawnPipeline(args: readonly string[], cwd = REPOSITORY): Promise<SpawnedRun> {
  return spawnCollect(process.execPath, [...PIPELINE_ARGS, ...args], cwd);
}

/** Runs a program to its end in `cwd`, with no input, and returns its exit code and what it printed (e.g. `git`, for the CI scripts). */
export function spawnCollect(command: string, args: readonly string[], cwd: string): Promise<SpawnedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: code ?? 1, signal, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
  });
}
