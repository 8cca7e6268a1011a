import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from './app.ts';
import { DEFAULT_LIMITS, serverConfigFromEnv } from './config.ts';
import type { InboxFaults } from './inbox/handler.ts';

/**
 * What no request may do: end the process or keep a connection open past the limits. Targets
 * that fetch refuses to send go over raw sockets.
 */

let dir: string;
const servers: Server[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serve-guard-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><h1>Inicio</h1>');
  await writeFile(join(dir, 'borrado.pdf'), Buffer.alloc(100_000, 1));
  await writeFile(join(dir, 'counter.json'), '{"botellas": 5}');
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  await rm(dir, { recursive: true, force: true });
});

async function start(options: { inboxDir?: string; faults?: InboxFaults } = {}, limits = {}): Promise<number> {
  const started = await startServer({ root: dir, counterFile: join(dir, 'counter.json'), inboxDir: join(dir, 'inbox'), ...options }, 0, undefined, limits);
  servers.push(started.server);
  return started.port;
}

interface RawAnswer {
  /** Everything the server sent before closing. */
  text: string;
  /** Whether the server closed the connection before `waitMs`. */
  closed: boolean;
  /** When it closed (or gave up), from the first byte sent. */
  ms: number;
}

/** Sends `text` on a new connection (then `drip` every 100 ms, if given) and reads until the server closes it. */
function raw(port: number, text: string, waitMs = 5_000, drip?: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let closed = true;
    const timer = setInterval(() => drip && socket.writable && socket.write(drip), 100);
    const giveUp = setTimeout(() => {
      closed = false;
      socket.destroy();
    }, waitMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ text: answer, closed, ms: performance.now() - started });
    });
    socket.write(text);
  });
}

const status = (answer: RawAnswer) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.text)?.[1] ?? 0);

describe('no request ends the process', () => {
  it.each([
    [
      'a form name with a broken escape',
      'POST /api/inbox/%E0%A4%A HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    ],
    ['a lone %', 'GET /api/inbox/% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a broken escape on an unknown API route', 'POST /api/otra/%E0%A4%A HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}'],
    ['a broken escape on a page', 'GET /cursos/%zz%E0 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a port out of range', 'GET //a:99999/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['an open bracket as host', 'GET //[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['an absolute URL that does not parse', 'GET http://[/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['the asterisk form', 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a line that is not HTTP', 'HOLA\r\n\r\n'],
  ])('%s answers 400, then the server still answers', async (_label, request) => {
    const port = await start();
    const answer = await raw(port, request);
    expect(status(answer)).toBe(400);
    const next = await fetch(`http://127.0.0.1:${port}/api/teleton-contador`);
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual({ botellas: 5 });
  });

  it('answers an error inside a handler with 500, a JSON error and one log line without the body', async () => {
    // The inbox folder is a file: storing a submission fails.
    const blocked = join(dir, 'not-a-folder');
    await writeFile(blocked, '');
    const port = await start({ inboxDir: blocked });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/inbox/cumple?token=secreto`, { method: 'POST', body: '{"nameForm":"Valentina Secreta"}' });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: 'Error interno del servidor' });
      expect(log).toHaveBeenCalledTimes(1);
      const line = log.mock.calls[0]?.map(String).join(' ') ?? '';
      expect(line).not.toContain('\n');
      expect(line).toContain('POST /api/inbox/cumple');
      expect(line).not.toMatch(/Valentina|secreto/);
    } finally {
      log.mockRestore();
    }
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });

  it('survives a file removed after start-up, and keeps serving', async () => {
    const port = await start();
    // Text files are kept in memory; a PDF is streamed from disk.
    await rm(join(dir, 'borrado.pdf'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const outcome = await fetch(`http://127.0.0.1:${port}/borrado.pdf`).then(
        async (res) =>
          res.status === 200
            ? res.text().then(
                () => 'complete',
                () => 'cut',
              )
            : String(res.status),
        () => 'cut',
      );
      expect(['cut', '500']).toContain(outcome);
    } finally {
      log.mockRestore();
    }
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });
});

describe('timeouts and limits', () => {
  // Short test values; the assertions allow many times the configured time, never less than it.
  const limits = { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 300, maxConnections: 3 };

  it('answers 408 and closes a connection whose headers never end', async () => {
    const port = await start({}, limits);
    const answer = await raw(port, 'GET / HTTP/1.1\r\nHost: x\r\n', 10_000, 'X-Lento: 1\r\n');
    expect(answer.closed).toBe(true);
    expect(status(answer)).toBe(408);
    expect(answer.ms).toBeLessThan(limits.headersTimeoutMs * 10);
  });

  it('closes a connection that sends nothing', async () => {
    const port = await start({}, limits);
    const answer = await raw(port, '', 10_000);
    expect(answer.closed).toBe(true);
    expect(answer.ms).toBeLessThan(limits.headersTimeoutMs * 10);
  });

  it('answers 408 and closes a request whose body arrives a byte at a time', async () => {
    const port = await start({}, limits);
    const head = 'POST /api/inbox/cumple HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
    const answer = await raw(port, head, 10_000, ' ');
    expect(answer.closed).toBe(true);
    expect(status(answer)).toBe(408);
    expect(answer.ms).toBeLessThan(limits.requestTimeoutMs * 10);
  });

  it('closes connections beyond the maximum as they arrive, and serves again once they are gone', async () => {
    const port = await start({}, { ...limits, headersTimeoutMs: 5_000, requestTimeoutMs: 5_000 });
    const held = Array.from({ length: limits.maxConnections }, () => connect(port, '127.0.0.1'));
    await Promise.all(held.map((socket) => new Promise((done) => socket.once('connect', done))));
    const extra = await raw(port, '', 5_000);
    expect(extra.closed).toBe(true);
    expect(extra.text).toBe('');
    for (const socket of held) socket.destroy();
    await new Promise((done) => setTimeout(done, 100));
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });
});

describe('where it listens and how it is configured', () => {
  it('listens on 127.0.0.1 unless told otherwise', async () => {
    const started = await startServer({ root: dir, counterFile: join(dir, 'counter.json'), inboxDir: join(dir, 'inbox') }, 0);
    servers.push(started.server);
    expect(started.server.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it('reads HOST, PORT and the limits from the environment, with safe defaults', () => {
    expect(serverConfigFromEnv({})).toEqual({ port: 3000, host: '127.0.0.1', limits: DEFAULT_LIMITS });
    expect(DEFAULT_LIMITS).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, maxConnections: 256 });
    expect(
      serverConfigFromEnv({
        HOST: '0.0.0.0',
        PORT: '8080',
        HEADERS_TIMEOUT_MS: '2000',
        REQUEST_TIMEOUT_MS: '4000',
        KEEP_ALIVE_TIMEOUT_MS: '1000',
        MAX_CONNECTIONS: '10',
      }),
    ).toEqual({ port: 8080, host: '0.0.0.0', limits: { headersTimeoutMs: 2000, requestTimeoutMs: 4000, keepAliveTimeoutMs: 1000, maxConnections: 10 } });
  });

  it.each([
    [{ PORT: '70000' }, /PORT/],
    [{ HOST: 'mi casa' }, /HOST/],
    [{ MAX_CONNECTIONS: '0' }, /MAX_CONNECTIONS/],
    [{ REQUEST_TIMEOUT_MS: '1.5' }, /REQUEST_TIMEOUT_MS/],
    [{ HEADERS_TIMEOUT_MS: '40000' }, /HEADERS_TIMEOUT_MS .* REQUEST_TIMEOUT_MS/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => serverConfigFromEnv(env)).toThrow(message);
  });
});
