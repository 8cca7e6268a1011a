import { createServer, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { OTHER_ORIGIN, OTHER_PORT } from './env.ts';
import { nunoaPoint } from './points.ts';
import { streetTiles } from './street-tiles.ts';

/** One request the other origin received. */
export interface OtherOriginRequest {
  method: string;
  path: string;
  type: string | undefined;
  body: string;
}

/**
 * Another origin for the second build's pages, run as a Playwright web server
 * (playwright.config.ts): the test street style and its tiles around the point the map tests
 * choose, and a webhook as automation hosts often are: it answers a post with
 * `Access-Control-Allow-Origin: *` but not the preflight `OPTIONS` a non-simple request would
 * need (405, no CORS headers). Every request but the log's own is logged; `GET /log` answers the
 * log, so a test reads what this host received.
 */
export function startOtherOrigin(): Server {
  if (!nunoaPoint) throw new Error('generated/clean-points.json: ningún punto limpio de Ñuñoa con coordenadas');
  const tiles = streetTiles(nunoaPoint, OTHER_ORIGIN);
  const log: OtherOriginRequest[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', OTHER_ORIGIN).pathname;
    if (path === '/log') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(log));
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      log.push({ method: req.method ?? '', path, type: req.headers['content-type'], body });
      if (path.startsWith('/hook/')) {
        if (req.method === 'POST') res.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' }).end('{"accepted":true}');
        else res.writeHead(405).end();
        return;
      }
      if (!tiles(path, res)) res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
    });
  });
  return server.listen(OTHER_PORT, '127.0.0.1');
}

/** What the other origin received so far, from every test. */
export async function otherOriginLog(): Promise<OtherOriginRequest[]> {
  return (await (await fetch(`${OTHER_ORIGIN}/log`)).json()) as OtherOriginRequest[];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = startOtherOrigin();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}
