import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/server/app.ts';
import { E2E_INBOX_DIR, E2E_SITE_DIR } from './env.ts';

test.describe('counter endpoint', () => {
  // A server of our own, so the counter file can be changed without touching other tests.
  let dir: string;
  let server: Server;
  let base: string;

  test.beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'counter-e2e-'));
    const started = await startServer(
      { root: E2E_SITE_DIR, counterFile: join(dir, 'contador.json'), inboxDir: join(dir, 'inbox') },
      0,
      '127.0.0.1',
    );
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
    const res = await request.post('/api/inbox/e2e-inbox', { data: { nameForm: marker, emailForm: 'a@b.cl' } });
    expect(res.status()).toBe(200);
    const stored = await readFile(join(E2E_INBOX_DIR, 'e2e-inbox.jsonl'), 'utf8');
    const lines = stored
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { data: Record<string, unknown> });
    expect(lines.filter((line) => line.data.nameForm === marker)).toEqual([
      expect.objectContaining({ data: { nameForm: marker, emailForm: 'a@b.cl' } }),
    ]);
  });

  test('rejects a wrong content type with 415', async ({ request }) => {
    const res = await request.post('/api/inbox/e2e-inbox', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'nameForm=Ana',
    });
    expect(res.status()).toBe(415);
  });

  test('rejects invalid JSON with 400', async ({ request }) => {
    const res = await request.post('/api/inbox/e2e-inbox', {
      headers: { 'Content-Type': 'application/json' },
      data: '{"nameForm": ',
    });
    expect(res.status()).toBe(400);
  });

  test('rejects an oversize body with 413', async ({ request }) => {
    const res = await request.post('/api/inbox/e2e-inbox', {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ nameForm: 'x'.repeat(17 * 1024) }),
    });
    expect(res.status()).toBe(413);
  });

  test('rejects GET with 405', async ({ request }) => {
    expect((await request.get('/api/inbox/e2e-inbox')).status()).toBe(405);
  });
});
