import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import { DOG_NOT_FOUND_SLUG, DOGS_PATH, readDogPath } from '../shared/dog-paths.ts';
import { handleFailure } from './guard.ts';
import { methodNotAllowed } from './http.ts';
import { findMemoryFile, loadMemoryFiles, sendMemoryFile } from './memory-files.ts';
import { loadNotFoundPage, sendNotFound } from './not-found.ts';
import { decodePath } from './target.ts';

/** Vite puts content-hashed files under /assets/: they never change, so cache them for a year. */
const HASHED = /^\/assets\//;
const cacheControlFor = (path: string) => (HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** Text files sirv would send without a charset (`text/xml`, `text/plain`): sitemap.xml and robots.txt. */
const TEXT_TYPES: Record<string, string> = {
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The not-found pages' own routes: they answer 404 by every path that reaches their files. */
const NOT_FOUND_ROUTES = new Set(['/404', `${DOGS_PATH}/${DOG_NOT_FOUND_SLUG}`]);

/**
 * Files in the build that are not pages: the host's header rules (`_headers`, `_redirects`)
 * and the precompressed copies (`.br`, `.gz`), which sirv sends only in place of their original.
 */
const NOT_SERVED = /^\/_(headers|redirects)$|\.(br|gz)$/;

/** The page route a path names: `/404.html`, `/404/`, `/404/index.html` and `/404/index` are all `/404`. */
function pageRoute(path: string): string {
  const route = path.replace(/\/+$/, '').replace(/(\/index\.html|\.html|\/index)$/, '');
  return route === '' ? '/' : route;
}

/** The prerendered dog pages: the `<slug>.html` files under `listamascotas/`. */
function dogSlugsIn(root: string): Set<string> {
  try {
    const names = readdirSync(join(root, DOGS_PATH), { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => entry.name.slice(0, -'.html'.length));
    return new Set(names.filter((name) => name !== DOG_NOT_FOUND_SLUG));
  } catch {
    return new Set();
  }
}

/** The built page file of a route: `/` → `/index.html`, `/mascotas` → `/mascotas.html` (Vike's `prerender.noExtraDir`). */
const pageFileOf = (route: string) => (route === '/' ? '/index.html' : `${route}.html`);

/**
 * Static files from the prerendered build, as the build precompressed them: `<file>.br` or
 * `<file>.gz` when the client accepts it (site/finish/precompress.ts), no compression work per
 * request. Text files are sent from memory (memory-files.ts), the rest by sirv. HTML is revalidated on every visit so a new build shows at once; unknown paths, the
 * not-found pages' own paths and the files that are not pages get the prerendered 404 page
 * with status 404.
 * A page is served at its route alone, as Cloudflare Pages serves it: `/mascotas/`,
 * `/mascotas.html` and `/mascotas/index.html` answer 301 to `/mascotas` (the address its canonical
 * link, the sitemap and the `_headers` rules name).
 * Dog pages: `/listamascotas/<name>` typed any other way (case, accents, a final slash)
 * answers 301 to the canonical `/listamascotas/<slug>`; an unknown name answers the
 * prerendered "Perrito no encontrado" page with status 404. The dogs are the page folders
 * found at start-up.
 */
export function createStaticHandler(root: string) {
  const notFoundPage = loadNotFoundPage(join(root, '404.html'));
  const dogNotFoundPage = loadNotFoundPage(join(root, DOGS_PATH, `${DOG_NOT_FOUND_SLUG}.html`), notFoundPage);
  const dogSlugs = dogSlugsIn(root);
  const memory = loadMemoryFiles(root);
  const serve = sirv(root, {
    etag: true,
    extensions: ['html'],
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      const type = TEXT_TYPES[pathname.slice(pathname.lastIndexOf('.'))];
      if (type) res.setHeader('Content-Type', type);
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });

  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      methodNotAllowed(res, ['GET', 'HEAD']);
      return;
    }
    // app.ts has already normalised req.url to a path (and query) that decodes.
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    const decoded = decodePath(pathname) ?? pathname;
    if (NOT_SERVED.test(decoded)) {
      sendNotFound(req, res, notFoundPage);
      return;
    }
    const route = pageRoute(decoded);
    if (NOT_FOUND_ROUTES.has(route)) {
      sendNotFound(req, res, route === '/404' ? notFoundPage : dogNotFoundPage);
      return;
    }
    const search = query === -1 ? '' : url.slice(query);
    if (route !== decoded && findMemoryFile(memory, pageFileOf(route))) {
      res.writeHead(301, { Location: `${route}${search}`, 'Cache-Control': 'no-cache' });
      res.end();
      return;
    }
    const dog = readDogPath(pathname, dogSlugs);
    if (dog.kind === 'dog') {
      const canonical = `${DOGS_PATH}/${dog.slug}`;
      if (pathname !== canonical) {
        res.writeHead(301, { Location: `${canonical}${search}`, 'Cache-Control': 'no-cache' });
        res.end();
        return;
      }
    } else if (dog.kind === 'unknown') {
      sendNotFound(req, res, dogNotFoundPage);
      return;
    }
    const file = req.headers.range ? undefined : findMemoryFile(memory, decoded);
    if (file) {
      sendMemoryFile(req, res, file, cacheControlFor(decoded));
      return;
    }
    // sirv pipes a file stream into the response; a read error (a file removed since start-up)
    // would otherwise be an unhandled 'error' event.
    res.once('pipe', (source: Readable) => source.once('error', (error) => handleFailure(req, res, error)));
    serve(req, res, () => sendNotFound(req, res, notFoundPage));
  };
}
