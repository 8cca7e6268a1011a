import { type ChildProcess, spawn } from 'node:child_process';

/** Resolves once `url` answers 200, trying every half second; rejects after `capMs`, naming `what`. */
export async function waitForAnswer(url: string, capMs: number, what: string): Promise<void> {
  const deadline = Date.now() + capMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { redirect: 'manual' }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${what} did not answer on ${url} within ${capMs / 1000} s`);
}

/** A server the test started as a process of its own, and its output so far (shown when it fails to start). */
export interface ProcessServer {
  process: ChildProcess;
  output: () => string;
  /** Stops the process and everything it started (its process group). */
  stop: () => void;
}

/**
 * Starts `command args` in a process group of its own and waits until `url` answers, within
 * `capMs` (a cap for a busy machine, not a delay). On failure the error carries the process's output.
 */
export async function startProcessServer(
  command: string,
  args: readonly string[],
  options: { url: string; capMs: number; env?: Record<string, string> },
): Promise<ProcessServer> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...options.env } });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  const exited = new Promise<never>((_, fail) => child.once('exit', (code) => fail(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`))));
  try {
    await Promise.race([waitForAnswer(options.url, options.capMs, `${command} ${args.join(' ')}`), exited]);
  } catch (error) {
    stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`);
  }
  exited.catch(() => undefined);
  return { process: child, output: () => output, stop };
}
