import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { startServer } from '../../server/app.ts';
import { E2E_INBOX_DIR, E2E_PORT, E2E_SITE_DIR } from './helpers/env.ts';

/** A GET to the test server over node:http, which hands back the body still compressed. */
function getRaw(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port: E2E_PORT, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** A request line fetch would refuse to send, on a raw connection; resolves with the status line. */
function rawStatus(requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E_PORT, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

test.describe('counter endpoint', () => {
  // A server of our own, so the counter file can be changed without touching other tests.
  let dir: string;
  let server: Server;
  let base: string;

  test.beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'counter-e2e-'));
    const started = await startServer({ root: E2E_SITE_DIR, counterFile: join(dir, 'contador.json'), inboxDir: join(dir, 'inbox') }, 0, '127.0.0.1');
    server = started.server;
    base = `http://127.0.0.1:${started.port}`;
  });

  test.afterAll(async () => {
    await new Promise((done) => server.close(done));
    await rm(dir, { recursive: true, force: true });
  });

  test('answers the count from a good file', async ({ request }) => {
    await writeFile(join(dir, 'contador.json'), '{"botellas": 98765}');
    const res = await request.get(`${base}/api/teleton-contador`);
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ botellas: 98765 });
  });

  test('answers 503 with a JSON error when the file is missing', async ({ request }) => {
    await rm(join(dir, 'contador.json'), { force: true });
    const res = await request.get(`${base}/api/teleton-contador`);
    expect(res.status()).toBe(503);
    expect(res.headers()['content-type']).toMatch(/application\/json/);
    expect(await res.json()).toHaveProperty('error');
  });
});

test.describe('form inbox', () => {
  test('accepts a JSON submission and stores it', async ({ request }) => {
    const marker = `prueba-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const res = await request.post('/api/inbox/newsletter', { data: { nameForm: marker, emailForm: 'a@b.cl' } });
    expect(res.status()).toBe(200);
    const stored = await readFile(join(E2E_INBOX_DIR, 'newsletter.jsonl'), 'utf8');
    const lines = stored
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { data: Record<string, unknown> });
    expect(lines.filter((line) => line.data.nameForm === marker)).toEqual([expect.objectContaining({ data: { nameForm: marker, emailForm: 'a@b.cl' } })]);
  });

  test('rejects a wrong content type with 415', async ({ request }) => {
    const res = await request.post('/api/inbox/newsletter', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'nameForm=Ana',
    });
    expect(res.status()).toBe(415);
  });

  test('rejects invalid JSON with 400', async ({ request }) => {
    const res = await request.post('/api/inbox/newsletter', {
      headers: { 'Content-Type': 'application/json' },
      data: '{"nameForm": ',
    });
    expect(res.status()).toBe(400);
  });

  test('rejects an oversize body with 413', async ({ request }) => {
    const res = await request.post('/api/inbox/newsletter', {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ nameForm: 'x'.repeat(17 * 1024) }),
    });
    expect(res.status()).toBe(413);
  });

  test('rejects GET with 405', async ({ request }) => {
    expect((await request.get('/api/inbox/newsletter')).status()).toBe(405);
  });
});

test.describe('hostile requests and what is served', () => {
  test('malformed targets answer 400 and the server keeps serving', async ({ request }) => {
    for (const line of ['GET //[ HTTP/1.1', 'GET //a:99999/ HTTP/1.1', 'GET /api/inbox/% HTTP/1.1', 'POST /api/inbox/%E0%A4%A HTTP/1.1']) {
      expect(await rawStatus(line)).toBe('HTTP/1.1 400 Bad Request');
    }
    expect((await request.get('/api/teleton-contador')).status()).toBe(200);
  });

  test("the inbox takes only the site's forms and keeps them private", async ({ request }) => {
    expect((await request.post('/api/inbox/formulario-inventado', { data: { a: 1 } })).status()).toBe(404);
    const deep = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect((await request.post('/api/inbox/newsletter', { headers: { 'Content-Type': 'application/json' }, data: deep })).status()).toBe(400);
    expect((await request.post('/api/inbox/newsletter', { data: { nameForm: 'modos' } })).status()).toBe(200);
    expect((await stat(E2E_INBOX_DIR)).mode & 0o777).toBe(0o700);
    expect((await stat(join(E2E_INBOX_DIR, 'newsletter.jsonl'))).mode & 0o777).toBe(0o600);
  });

  test('pages go out precompressed as the build wrote them, the same bytes once decompressed', async () => {
    const html = await readFile(join(E2E_SITE_DIR, 'index.html'));
    const br = await getRaw('/', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.body)).toEqual(html);
    const gz = await getRaw('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(html);
    const plain = await getRaw('/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(html);
  });

  test('the not-found pages answer 404 by every path, and files that are not pages are not served', async ({ request }) => {
    for (const path of [
      '/404',
      '/404.html',
      '/404/',
      '/listamascotas/no-encontrado',
      '/listamascotas/no-encontrado.html',
      '/listamascotas/no-encontrado/index.html',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    for (const path of ['/_headers', '/index.html.br', '/index.html.gz']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
