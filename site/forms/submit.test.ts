import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureMessage, postJson } from './submit.ts';

let server: Server;
let base: string;
const received: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/ok') {
        received.push({ type: req.headers['content-type'], body: JSON.parse(body) as unknown });
        res.writeHead(200).end('{}');
      } else if (req.url === '/slow') {
        setTimeout(() => res.writeHead(200).end('{}'), 500);
      } else {
        res.writeHead(500).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('postJson', () => {
  it('posts the payload as JSON text with no header of its own (a simple request) and reports success', async () => {
    expect(await postJson(`${base}/ok`, { nameForm: 'Ana', emailForm: 'ana@example.cl' })).toEqual({ ok: true });
    expect(received).toEqual([{ type: 'text/plain;charset=UTF-8', body: { nameForm: 'Ana', emailForm: 'ana@example.cl' } }]);
  });

  it('reports a non-2xx answer with its status', async () => {
    expect(await postJson(`${base}/fail`, {})).toEqual({ ok: false, reason: 'http', status: 500 });
  });

  it('reports a timeout', async () => {
    expect(await postJson(`${base}/slow`, {}, 50)).toEqual({ ok: false, reason: 'timeout' });
  });

  it('reports a network failure', async () => {
    expect(await postJson('http://127.0.0.1:9/nadie', {})).toEqual({ ok: false, reason: 'network' });
  });
});

describe('failureMessage', () => {
  it('tells the visitor in Spanish that their answers are kept', () => {
    for (const result of [
      { ok: false, reason: 'timeout' },
      { ok: false, reason: 'network' },
      { ok: false, reason: 'http', status: 503 },
    ] as const) {
      expect(failureMessage(result)).toContain('Tus datos siguen en el formulario');
    }
    expect(failureMessage({ ok: false, reason: 'http', status: 503 })).toContain('(error 503)');
  });

  it('blames the connection only when the request did not get an answer', () => {
    expect(failureMessage({ ok: false, reason: 'network' })).toContain('revisa tu conexión');
    expect(failureMessage({ ok: false, reason: 'timeout' })).toContain('revisa tu conexión');
    const refused = failureMessage({ ok: false, reason: 'http', status: 500 });
    expect(refused).not.toContain('conexión');
    expect(refused).toContain('el servicio que los recibe tuvo un problema');
    expect(failureMessage({ ok: false, reason: 'http' })).not.toContain('error');
  });
});
