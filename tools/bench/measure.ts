import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export interface Measurement {
  /** Wall time in seconds. */
  seconds: number;
  /** Peak resident memory in MB (VmHWM, sampled until exit). */
  peakMb: number;
  exitCode: number | null;
}

async function highWaterKb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /VmHWM:\s+(\d+)\s+kB/.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Runs a command and reports its wall time and peak memory. Peak memory is the kernel's
 * high-water mark for the process, read from /proc every 25 ms while it runs.
 */
export function measure(command: string, args: readonly string[], options: { cwd?: string; stdout?: 'ignore' | 'inherit' } = {}): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'] });
    let peakKb = 0;
    const timer = setInterval(() => {
      if (child.pid === undefined) return;
      void highWaterKb(child.pid).then((kb) => {
        if (kb !== null && kb > peakKb) peakKb = kb;
      });
    }, 25);
    child.once('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({ seconds, peakMb: peakKb / 1024, exitCode: code });
    });
  });
}

/** True when `command` can be run (found on PATH). */
export function available(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, ['--version'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}
