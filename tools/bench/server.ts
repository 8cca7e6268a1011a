import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

/**
 * The local server under load, against http-server (npm) serving the same built site in the
 * same run: autocannon, 50 connections, each server in its own process and only one loaded at
 * a time, rows interleaved over rounds (medians reported).
 */

/** One load run's figures. */
export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  /** Bytes per response, headers included (what the client downloaded). */
  bytesPerResponse: number;
  /** Answers that were not 2xx, and connection errors: both must be 0 for the figure to count. */
  non2xx: number;
  errors: number;
}

export interface ServerBenchRow {
  label: string;
  peerLabel: string | null;
  ours: LoadFigures;
  peer: LoadFigures | null;
  /** Each round's requests/s ratio ours / peer. */
  ratios: number[];
}

export interface ServerBench {
  connections: number;
  seconds: number;
  rounds: number;
  rows: ServerBenchRow[];
  notes: string[];
}

interface Load {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** A free port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a server process and waits until it answers `/`. */
async function launch(command: string[], env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const [program, ...args] = command;
  const child = spawn(program as string, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} terminó con código ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return child;
    await new Promise((done) => setTimeout(done, 200));
  }
  stop(child);
  throw new Error(`${command.join(' ')} no respondió en 30 s`);
}

/** Ends a server process started here (its own process group: tsx starts node beneath it). */
function stop(child: ChildProcess): void {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

async function load(port: number, target: Load, connections: number, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    connections,
    duration: seconds,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body }),
  });
  const responses = result.requests.total || 1;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    bytesPerResponse: result.throughput.total / responses,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The median run of a row's rounds, by requests/s; its errors are the rounds' sum. */
function medianFigures(runs: LoadFigures[]): LoadFigures {
  const middle = median(runs.map((run) => run.requestsPerSecond));
  const picked = runs.reduce((best, run) => (Math.abs(run.requestsPerSecond - middle) < Math.abs(best.requestsPerSecond - middle) ? run : best));
  return {
    ...picked,
    requestsPerSecond: middle,
    p99Ms: median(runs.map((run) => run.p99Ms)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

export async function benchServer(options: { root: string; connections?: number; seconds?: number; rounds?: number }): Promise<ServerBench> {
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? 8;
  const rounds = options.rounds ?? 3;
  const root = resolve(options.root);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No hay un sitio construido en ${root}: ejecute npm run build primero`);
  const notes: string[] = [];
  if (!existsSync(join(root, 'index.html.br'))) notes.push(`${root} has no precompressed copies (index.html.br): build it with \`npm run build\`.`);

  const inboxDir = await mkdtemp(join(tmpdir(), 'server-bench-inbox-'));
  const httpServer = resolve('node_modules/http-server/bin/http-server');
  const [oursPort, plainPort, precompressedPort] = [await freePort(), await freePort(), await freePort()];
  const children: ChildProcess[] = [];
  try {
    children.push(
      await launch(
        [process.execPath, '--import', 'tsx', 'server/serve.ts'],
        { PORT: String(oursPort), HOST: '127.0.0.1', SITE_DIR: root, INBOX_DIR: inboxDir },
        oursPort,
      ),
      // http-server (through union) uses a deprecated Node property on every request; keep the log clean.
      await launch([process.execPath, '--no-deprecation', httpServer, root, '-p', String(plainPort), '-a', '127.0.0.1', '-s'], {}, plainPort),
      await launch(
        [process.execPath, '--no-deprecation', httpServer, root, '-p', String(precompressedPort), '-a', '127.0.0.1', '-s', '-b', '-g'],
        {},
        precompressedPort,
      ),
    );
    const compressed = { 'Accept-Encoding': 'br, gzip' };
    const plans: { target: Load; peerLabel: string | null; peerPort: number | null }[] = [
      { target: { label: 'GET / (Accept-Encoding: br, gzip)', path: '/', headers: compressed }, peerLabel: 'http-server', peerPort: plainPort },
      { target: { label: 'GET / (no Accept-Encoding)', path: '/' }, peerLabel: 'http-server', peerPort: plainPort },
      { target: { label: 'GET / (Accept-Encoding: br, gzip)', path: '/', headers: compressed }, peerLabel: 'http-server -b -g', peerPort: precompressedPort },
      {
        target: {
          label: 'POST /api/inbox/newsletter (JSON as text/plain)',
          path: '/api/inbox/newsletter',
          method: 'POST',
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify({ nameForm: 'Carga', emailForm: 'carga@example.cl', dateForm: '2015-06-01' }),
        },
        peerLabel: null,
        peerPort: null,
      },
    ];
    // Warm up each server (JIT, file caches) before anything is measured.
    for (const port of [oursPort, plainPort, precompressedPort]) await load(port, { label: 'warm-up', path: '/', headers: compressed }, connections, 2);
    const runs = plans.map(() => ({ ours: [] as LoadFigures[], peer: [] as LoadFigures[] }));
    for (let round = 0; round < rounds; round++) {
      for (const [index, plan] of plans.entries()) {
        const row = runs[index] as (typeof runs)[number];
        // Alternate which server goes first, so neither always follows the other's load.
        const order = round % 2 === 0 ? ['ours', 'peer'] : ['peer', 'ours'];
        for (const who of order) {
          if (who === 'ours') row.ours.push(await load(oursPort, plan.target, connections, seconds));
          else if (plan.peerPort !== null) row.peer.push(await load(plan.peerPort, plan.target, connections, seconds));
        }
      }
    }
    const rows = plans.map((plan, index): ServerBenchRow => {
      const row = runs[index] as (typeof runs)[number];
      return {
        label: plan.target.label,
        peerLabel: plan.peerLabel,
        ours: medianFigures(row.ours),
        peer: row.peer.length > 0 ? medianFigures(row.peer) : null,
        ratios: row.peer.map((peer, round) => (row.ours[round] as LoadFigures).requestsPerSecond / peer.requestsPerSecond),
      };
    });
    for (const row of rows) {
      for (const [who, figures] of [
        ['ours', row.ours],
        ['peer', row.peer],
      ] as const) {
        if (figures && (figures.non2xx > 0 || figures.errors > 0))
          notes.push(`${row.label}, ${who}: ${figures.non2xx} non-2xx answers, ${figures.errors} errors.`);
      }
    }
    return { connections, seconds, rounds, rows, notes };
  } finally {
    children.forEach(stop);
    await rm(inboxDir, { recursive: true, force: true });
  }
}
