import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { methodNotAllowed } from './http.ts';

/** Vite puts content-hashed files under /assets/: they never change, so cache them for a year. */
const HASHED = /^\/assets\//;

/**
 * Static files from the prerendered build. HTML is revalidated on every visit so a new
 * build shows at once; unknown paths get the prerendered 404 page with status 404.
 */
export function createStaticHandler(root: string) {
  const notFoundFile = join(root, '404.html');
  const serve = sirv(root, {
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (HASHED.test(pathname)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });

  async function notFound(res: ServerResponse): Promise<void> {
    let html: string;
    try {
      html = await readFile(notFoundFile, 'utf8');
    } catch {
      html = '<!doctype html><html lang="es-CL"><title>404</title><h1>Lo sentimos, no hemos encontrado este página</h1></html>';
    }
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(html);
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      methodNotAllowed(res, ['GET', 'HEAD']);
      return;
    }
    serve(req, res, () => {
      void notFound(res);
    });
  };
}
