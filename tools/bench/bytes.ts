import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtHtmlFiles } from '../../site/finish/files.ts';
import { pageScripts } from '../../site/finish/page-scripts.ts';

export interface RouteBytes {
  route: string;
  /** Gzipped bytes of the HTML document. */
  html: number;
  /** Gzipped bytes of the JavaScript the page loads at first load: what it names and what that imports statically. */
  js: number;
  /** Gzipped bytes of its stylesheets. */
  css: number;
  /** JavaScript files it loads at first (each one a request before the page is interactive); 0 for a page with no script. */
  modules: number;
}

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/**
 * First-load bytes per prerendered route: the document plus every script it loads at first
 * (site/finish/page-scripts.ts) and every stylesheet it links, each gzipped as a server would send it.
 * Stylesheets inlined into the page are counted in the document's bytes.
 * Lazy chunks (MapLibre on the locator) are not first-load and are not counted.
 */
export async function benchBytes(root: string): Promise<RouteBytes[]> {
  const cache = new Map<string, number>();
  const sizeOf = async (href: string) => {
    const hit = cache.get(href);
    if (hit !== undefined) return hit;
    const size = gzipSize(await readFile(join(root, href.split('?')[0] ?? href)));
    cache.set(href, size);
    return size;
  };
  const rows: RouteBytes[] = [];
  const scriptCache = new Map<string, { code: string; gzip: number }>();
  for (const file of (await builtHtmlFiles(root)).sort()) {
    const html = await readFile(file, 'utf8');
    const scripts = await pageScripts(root, html, scriptCache);
    const styles = new Set<string>();
    for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) if (m[1]) styles.add(m[1]);
    let css = 0;
    for (const href of styles) if (href.startsWith('/')) css += await sizeOf(href);
    const route = `/${relative(root, file)}`.replace(/index\.html$/, '').replace(/(.)\/$/, '$1');
    rows.push({ route, html: gzipSize(html), js: scripts.gzipBytes, css, modules: scripts.files.length });
  }
  return rows;
}
