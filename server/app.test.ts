import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './app.ts';
import { INBOX_LIMIT_BYTES, INBOX_MAX_DEPTH } from './inbox/handler.ts';
import { queuedFiles } from './inbox/store.ts';

let dir: string;
let server: Server;
let base: string;
let counterFile: string;
let root: string;

/** A GET over node:http, which (unlike fetch) hands back the bytes as sent, still compressed. */
function getRaw(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${base}${path}`, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const SITE_HEADERS = `/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Content-Security-Policy: default-src 'self'; script-src 'self'; frame-src https://www.youtube-nocookie.com
/assets/*
  Cache-Control: public, max-age=31536000, immutable
/cursos
  Permissions-Policy: geolocation=()
`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serve-test-'));
  root = join(dir, 'site');
  await mkdir(join(root, 'assets'), { recursive: true });
  await mkdir(join(root, 'cursos'), { recursive: true });
  await writeFile(join(root, 'index.html'), `<!doctype html><h1>Inicio</h1>${'<p>relleno</p>'.repeat(200)}`);
  // As the build writes a page (Vike's prerender.noExtraDir): `cursos.html`, and beside it its
  // folder with the client router's data and the page's copy for GitHub Pages (site/finish/folder-pages.ts).
  await writeFile(join(root, 'cursos.html'), '<!doctype html><h1>Cursos</h1>');
  await writeFile(join(root, 'cursos', 'index.html'), '<!doctype html><h1>Cursos</h1>');
  await writeFile(join(root, 'cursos', 'index.pageContext.json'), '{}');
  await writeFile(join(root, '404.html'), `<!doctype html><h1>Lo sentimos, no hemos encontrado esta página</h1>${'<p>…</p>'.repeat(200)}`);
  await writeFile(join(root, 'assets', 'app.abc123.js'), 'console.log(1)');
  await writeFile(join(root, 'assets', 'big.abc123.js'), `export const x = [${'"relleno",'.repeat(300)}];`);
  await writeFile(join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(join(root, 'sitemap.xml'), '<?xml version="1.0" encoding="UTF-8"?><urlset/>');
  // A `_headers` file as the build writes it (site/finish/headers.ts), and the compressed copies it writes beside text files.
  await writeFile(join(root, '_headers'), SITE_HEADERS);
  for (const file of ['index.html', '404.html', join('assets', 'big.abc123.js')]) {
    const bytes = await readFile(join(root, file));
    await writeFile(join(root, `${file}.br`), brotliCompressSync(bytes));
    await writeFile(join(root, `${file}.gz`), gzipSync(bytes));
  }
  counterFile = join(dir, 'counter.json');
  await writeFile(counterFile, '{"botellas": 12345}');
  const started = await startServer({ root, counterFile, inboxDir: join(dir, 'inbox'), now: () => new Date('2025-03-11T12:00:00Z') }, 0, '127.0.0.1');
  server = started.server;
  base = `http://127.0.0.1:${started.port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const postJson = (form: string, body: string, type = 'application/json') =>
  fetch(`${base}/api/inbox/${form}`, { method: 'POST', headers: { 'Content-Type': type }, body });

describe('static site', () => {
  it('serves prerendered HTML with no-cache and a content type', async () => {
    const res = await fetch(`${base}/cursos`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('Cursos');
  });

  it('caches hashed assets for a year', async () => {
    const res = await fetch(`${base}/assets/app.abc123.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serves robots.txt and sitemap.xml as UTF-8 text and XML', async () => {
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain('<urlset/>');
  });

  it.each([
    ['br', 'br, gzip', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ])('sends the precompressed %s copy to a client that accepts it, the same bytes once decompressed', async (encoding, accept, decode) => {
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/assets/big.abc123.js', 'assets/big.abc123.js'],
    ] as const) {
      const res = await getRaw(path, accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers.etag).toBeTruthy();
      expect(decode(res.body)).toEqual(await readFile(join(root, file)));
    }
    expect((await getRaw('/', accept)).headers['cache-control']).toBe('no-cache');
    expect((await getRaw('/assets/big.abc123.js', accept)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file itself to a client that accepts no encoding, and to any client for a file too small to compress', async () => {
    const plain = await getRaw('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toEqual(await readFile(join(root, 'index.html')));
    const small = await getRaw('/assets/app.abc123.js', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log(1)');
  });

  it('answers 304 to the ETag of the copy it sent, and serves ranges and HEAD', async () => {
    const first = await getRaw('/', 'br');
    const etag = String(first.headers.etag);
    const again = await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    const plainEtag = (await getRaw('/')).headers.etag;
    expect(plainEtag).not.toBe(etag);
    const range = await fetch(`${base}/index.html`, { headers: { Range: 'bytes=0-14', 'Accept-Encoding': 'identity' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('<!doctype html>');
    const head = await fetch(`${base}/cursos`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String((await readFile(join(root, 'cursos.html'))).length));
  });

  it.each(['/cursos/', '/cursos.html', '/cursos/index.html', '/cursos/index', '/cursos//'])(
    "answers %s with 301 to the page's own address, keeping the query, as Cloudflare Pages does",
    async (path) => {
      const res = await fetch(`${base}${path}?origen=qr`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/cursos?origen=qr');
    },
  );

  it("serves a page at its own address, and its folder's other files as they are", async () => {
    const page = await fetch(`${base}/cursos`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<!doctype html><h1>Cursos</h1>');
    expect((await fetch(`${base}/cursos/index.pageContext.json`, { redirect: 'manual' })).status).toBe(200);
    const home = await fetch(`${base}/index.html`, { redirect: 'manual' });
    expect([home.status, home.headers.get('location')]).toEqual([301, '/']);
  });

  it('answers the not-found page compressed too, with status 404', async () => {
    const res = await getRaw('/no-existe', 'br');
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.body)).toEqual(await readFile(join(root, '404.html')));
  });

  it.each(['/404', '/404.html', '/404/', '/404/index.html'])('answers the not-found page by its own path %s with status 404', async (path) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Lo sentimos, no hemos encontrado esta página');
  });

  it.each(['/_headers', '/index.html.br', '/index.html.gz', '/assets/big.abc123.js.br'])(
    'does not serve %s (host configuration, precompressed copies)',
    async (path) => {
      const res = await getRaw(path, 'br, gzip');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    },
  );

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await fetch(`${base}/no-existe/para-nada`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Lo sentimos, no hemos encontrado esta página');
  });

  it('refuses writes to static paths', async () => {
    const res = await fetch(`${base}/`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('GET /api/teleton-contador', () => {
  it('answers the count from the file, re-read per request', async () => {
    const first = await fetch(`${base}/api/teleton-contador`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ botellas: 12345 });
    await writeFile(counterFile, '{"botellas": 20000}');
    expect(await (await fetch(`${base}/api/teleton-contador`)).json()).toEqual({ botellas: 20000 });
  });

  it('accepts a file that starts with a UTF-8 byte order mark', async () => {
    await writeFile(counterFile, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"botellas": 777}')]));
    const res = await fetch(`${base}/api/teleton-contador`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ botellas: 777 });
  });

  it.each([
    ['invalid JSON', '{botellas'],
    ['a negative count', '{"botellas": -3}'],
    ['a count as text', '{"botellas": "mucho"}'],
  ])('answers 503 with a JSON error for %s', async (_label, content) => {
    await writeFile(counterFile, content);
    const res = await fetch(`${base}/api/teleton-contador`);
    expect(res.status).toBe(503);
    expect((await res.json()) as unknown).toHaveProperty('error');
  });

  it('answers 503 when the file is missing', async () => {
    await rm(counterFile);
    const res = await fetch(`${base}/api/teleton-contador`);
    expect(res.status).toBe(503);
    await writeFile(counterFile, '{"botellas": 1}');
  });

  it('refuses other methods', async () => {
    expect((await fetch(`${base}/api/teleton-contador`, { method: 'POST' })).status).toBe(405);
  });
});

describe('POST /api/inbox/<form>', () => {
  it('stores each submission as one JSON line', async () => {
    expect((await postJson('newsletter', '{"nameForm":"Ana","emailForm":"ana@example.cl"}')).status).toBe(200);
    expect((await postJson('newsletter', '{"nameForm":"Luis","emailForm":"luis@example.cl"}')).status).toBe(200);
    const lines = (await readFile(join(dir, 'inbox', 'newsletter.jsonl'), 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { receivedAt: '2025-03-11T12:00:00.000Z', form: 'newsletter', data: { nameForm: 'Ana', emailForm: 'ana@example.cl' } },
      { receivedAt: '2025-03-11T12:00:00.000Z', form: 'newsletter', data: { nameForm: 'Luis', emailForm: 'luis@example.cl' } },
    ]);
  });

  it('keeps every line when many arrive at once', async () => {
    const sends = Array.from({ length: 40 }, (_, i) => postJson('cumple', JSON.stringify({ i })));
    expect((await Promise.all(sends)).every((res) => res.status === 200)).toBe(true);
    const lines = (await readFile(join(dir, 'inbox', 'cumple.jsonl'), 'utf8')).trim().split('\n');
    expect(new Set(lines.map((line) => (JSON.parse(line) as { data: { i: number } }).data.i)).size).toBe(40);
    // Each file's queue is dropped once it drains: nothing is kept per form between bursts.
    expect(queuedFiles()).toBe(0);
  });

  it('accepts a charset parameter on the content type', async () => {
    expect((await postJson('newsletter', '{}', 'application/json; charset=utf-8')).status).toBe(200);
  });

  it("accepts the JSON as text/plain, as the site's forms send it", async () => {
    expect((await postJson('mascotas', '{"nameForm":"Ana"}', 'text/plain;charset=UTF-8')).status).toBe(200);
    const [line] = (await readFile(join(dir, 'inbox', 'mascotas.jsonl'), 'utf8')).trim().split('\n');
    expect((JSON.parse(line!) as { data: unknown }).data).toEqual({ nameForm: 'Ana' });
    expect((await postJson('mascotas', 'nameForm=Ana', 'text/plain')).status).toBe(400);
  });

  it('rejects a wrong content type with 415', async () => {
    expect((await postJson('newsletter', 'nameForm=Ana', 'application/x-www-form-urlencoded')).status).toBe(415);
  });

  it.each([
    ['broken JSON', '{"nameForm":'],
    ['an array', '[1,2]'],
    ['a bare string', '"hola"'],
  ])('rejects %s with 400', async (_label, body) => {
    expect((await postJson('newsletter', body)).status).toBe(400);
  });

  it('rejects bodies over 16 KB with 413', async () => {
    const body = JSON.stringify({ x: 'a'.repeat(INBOX_LIMIT_BYTES) });
    expect((await postJson('newsletter', body)).status).toBe(413);
  });

  it('accepts a body of exactly the limit', async () => {
    const body = JSON.stringify({ x: 'a'.repeat(INBOX_LIMIT_BYTES - 8) });
    expect(Buffer.byteLength(body)).toBe(INBOX_LIMIT_BYTES);
    expect((await postJson('newsletter', body)).status).toBe(200);
  });

  it('rejects other methods with 405', async () => {
    const res = await fetch(`${base}/api/inbox/newsletter`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it("receives only the site's forms: any other name answers 404 and creates no file", async () => {
    for (const name of ['..%2Fetc', 'Mayus', 'otro-formulario', 'carga', '%E0%A4%A']) {
      expect([400, 404]).toContain((await postJson(name, '{}')).status);
    }
    expect((await postJson('otro-formulario', '{}')).status).toBe(404);
    await expect(stat(join(dir, 'inbox', 'otro-formulario.jsonl'))).rejects.toThrow();
  });

  it(`accepts JSON nested ${INBOX_MAX_DEPTH} levels and stores the parsed object`, async () => {
    const nested = `${'{"a":'.repeat(INBOX_MAX_DEPTH - 1)}{"b":"[{["}${'}'.repeat(INBOX_MAX_DEPTH - 1)}`;
    expect((await postJson('course', nested)).status).toBe(200);
    const lines = (await readFile(join(dir, 'inbox', 'course.jsonl'), 'utf8')).trim().split('\n');
    expect((JSON.parse(lines.at(-1)!) as { data: unknown }).data).toEqual(JSON.parse(nested));
  });

  it.each([
    ['one level too deep', `${'{"a":'.repeat(INBOX_MAX_DEPTH + 1)}1${'}'.repeat(INBOX_MAX_DEPTH + 1)}`],
    ['5,000 levels in under 16 KB', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`],
  ])('refuses JSON nested %s with 400', async (_label, body) => {
    expect(Buffer.byteLength(body)).toBeLessThan(INBOX_LIMIT_BYTES);
    const res = await postJson('course', body);
    expect(res.status).toBe(400);
    expect((await res.json()) as unknown).toHaveProperty('error');
  });

  it('keeps the inbox private: folder 0700 and files 0600', async () => {
    expect((await stat(join(dir, 'inbox'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, 'inbox', 'newsletter.jsonl'))).mode & 0o777).toBe(0o600);
  });

  it('narrows the mode of an inbox folder and file made before with wider ones', async () => {
    const inboxDir = await mkdtemp(join(tmpdir(), 'inbox-modes-'));
    await writeFile(join(inboxDir, 'cumple.jsonl'), '');
    await chmod(inboxDir, 0o755);
    await chmod(join(inboxDir, 'cumple.jsonl'), 0o644);
    const started = await startServer({ root, counterFile, inboxDir }, 0);
    const res = await fetch(`http://127.0.0.1:${started.port}/api/inbox/cumple`, { method: 'POST', body: '{"nameForm":"Ana"}' });
    expect(res.status).toBe(200);
    expect((await stat(inboxDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(inboxDir, 'cumple.jsonl'))).mode & 0o777).toBe(0o600);
    await new Promise((resolve) => started.server.close(resolve));
    await rm(inboxDir, { recursive: true, force: true });
  });
});

describe('injected failures', () => {
  it('fail the submissions the hook says, answering 503 and storing nothing', async () => {
    const faultDir = await mkdtemp(join(tmpdir(), 'faults-test-'));
    let left = 2;
    const started = await startServer({ root: join(dir, 'site'), counterFile, inboxDir: faultDir, faults: { shouldFail: () => left-- > 0 } }, 0, '127.0.0.1');
    const url = `http://127.0.0.1:${started.port}`;
    const post = () => fetch(`${url}/api/inbox/newsletter`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"n":1}' });
    expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([503, 503, 200]);
    const lines = (await readFile(join(faultDir, 'newsletter.jsonl'), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
    await new Promise((resolve) => started.server.close(resolve));
    await rm(faultDir, { recursive: true, force: true });
  });

  it('have no control route: /api/faults is an unknown API address', async () => {
    expect((await fetch(`${base}/api/faults/newsletter`, { method: 'POST', body: '{"fail": 1}' })).status).toBe(404);
  });
});

describe('security headers', () => {
  it('sends the common headers on pages and API answers', async () => {
    for (const path of ['/', '/api/teleton-contador', '/no-existe']) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    }
  });
});

describe('dog pages (/listamascotas/<name>)', () => {
  // A site of its own with two prerendered dogs and the "Perrito no encontrado" page.
  let dogDir: string;
  let dogServer: Server;
  let dogBase: string;

  beforeAll(async () => {
    dogDir = await mkdtemp(join(tmpdir(), 'serve-dogs-'));
    const root = join(dogDir, 'site');
    const page = async (path: string, html: string) => {
      await mkdir(join(root, path), { recursive: true });
      await writeFile(join(root, `${path}.html`), html);
      await writeFile(join(root, path, 'index.html'), html);
      await writeFile(join(root, path, 'index.pageContext.json'), '{}');
    };
    for (const slug of ['kuyen', 'dali']) await page(join('listamascotas', slug), `<!doctype html><h1>Hola, Soy ${slug}</h1>`);
    await page(join('listamascotas', 'no-encontrado'), '<!doctype html><h1>Perrito no encontrado</h1>');
    await writeFile(join(root, '404.html'), '<!doctype html><h1>Lo sentimos, no hemos encontrado esta página</h1>');
    const started = await startServer({ root, counterFile: join(dogDir, 'counter.json'), inboxDir: join(dogDir, 'inbox') }, 0, '127.0.0.1');
    dogServer = started.server;
    dogBase = `http://127.0.0.1:${started.port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => dogServer.close(resolve));
    await rm(dogDir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${dogBase}${path}`, { redirect: 'manual' });

  it('serves the canonical page as it is', async () => {
    const res = await get('/listamascotas/kuyen');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Hola, Soy kuyen');
    expect((await get('/listamascotas/kuyen/index.pageContext.json')).status).toBe(200);
  });

  it('redirects another casing with 301 to the canonical page', async () => {
    const res = await get('/listamascotas/KUYEN');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/listamascotas/kuyen');
  });

  it('redirects an accented, URL-encoded name and keeps the query', async () => {
    const res = await get('/listamascotas/Kuy%C3%A9n?origen=qr');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/listamascotas/kuyen?origen=qr');
    expect((await get('/listamascotas/DAL%C3%8D')).headers.get('location')).toBe('/listamascotas/dali');
  });

  it('redirects a final slash to the address without it', async () => {
    const res = await get('/listamascotas/kuyen/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/listamascotas/kuyen');
  });

  it('answers an unknown name with "Perrito no encontrado" and status 404', async () => {
    for (const path of [
      '/listamascotas/firulais',
      '/listamascotas/no-encontrado',
      '/listamascotas/no-encontrado/',
      '/listamascotas/no-encontrado/index.html',
      '/listamascotas/no-encontrado.html',
    ]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('Perrito no encontrado');
    }
  });

  it('answers a name with a malformed escape with 400', async () => {
    expect((await get('/listamascotas/%E0%A4%A')).status).toBe(400);
  });

  it('leaves other unknown paths to the generic 404 page', async () => {
    const res = await get('/listamascotas/kuyen/otra-cosa');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Lo sentimos, no hemos encontrado esta página');
  });
});
