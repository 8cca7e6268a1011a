import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { DOG_NOT_FOUND_SLUG, DOGS_PATH, readDogPath } from '../../pipeline/schema/content/dog-slug.ts';
import { methodNotAllowed } from './http.ts';

/** Vite puts content-hashed files under /assets/: they never change, so cache them for a year. */
const HASHED = /^\/assets\//;

/** Text files sirv would send without a charset (`text/xml`, `text/plain`): sitemap.xml and robots.txt. */
const TEXT_TYPES: Record<string, string> = {
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The prerendered dog pages: the folders under `listamascotas/` that hold an index.html. */
function dogSlugsIn(root: string): Set<string> {
  const dir = join(root, DOGS_PATH);
  let names: string[];
  try {
    names = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== DOG_NOT_FOUND_SLUG)
      .map((entry) => entry.name);
  } catch {
    return new Set();
  }
  return new Set(names.filter((name) => existsSync(join(dir, name, 'index.html'))));
}

/**
 * Static files from the prerendered build. HTML is revalidated on every visit so a new
 * build shows at once; unknown paths get the prerendered 404 page with status 404.
 * Dog pages: `/listamascotas/<name>` typed any other way (case, accents, a final slash)
 * answers 301 to the canonical `/listamascotas/<slug>`; an unknown name answers the
 * prerendered "Perrito no encontrado" page with status 404. The dogs are the page folders
 * found at start-up.
 */
export function createStaticHandler(root: string) {
  const notFoundFile = join(root, '404.html');
  const dogNotFoundFile = join(root, DOGS_PATH, DOG_NOT_FOUND_SLUG, 'index.html');
  const dogSlugs = dogSlugsIn(root);
  const serve = sirv(root, {
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      const type = TEXT_TYPES[pathname.slice(pathname.lastIndexOf('.'))];
      if (type) res.setHeader('Content-Type', type);
      if (HASHED.test(pathname)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });

  async function notFound(res: ServerResponse, file = notFoundFile): Promise<void> {
    let html: string;
    try {
      html = await readFile(file, 'utf8').catch(() => readFile(notFoundFile, 'utf8'));
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
    const url = new URL(req.url ?? '/', 'http://localhost');
    const dog = readDogPath(url.pathname, dogSlugs);
    if (dog.kind === 'dog') {
      const canonical = `${DOGS_PATH}/${dog.slug}`;
      if (url.pathname !== canonical) {
        res.writeHead(301, { Location: `${canonical}${url.search}`, 'Cache-Control': 'no-cache' });
        res.end();
        return;
      }
    } else if (dog.kind === 'unknown') {
      void notFound(res, dogNotFoundFile);
      return;
    }
    serve(req, res, () => {
      void notFound(res);
    });
  };
}
