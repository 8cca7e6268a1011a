import { builtHtmlFiles } from '../../site/build/files.ts';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface RouteBytes {
  route: string;
  /** Gzipped bytes of the HTML document. */
  html: number;
  /** Gzipped bytes of the JavaScript the page loads or preloads at first load. */
  js: number;
  /** Gzipped bytes of its stylesheets. */
  css: number;
  /** Scripts it names (the module entry and its preloads): each one a request before the page is interactive. */
  modules: number;
}

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/**
 * First-load bytes per prerendered route: the document plus every script and stylesheet it
 * references (entry, modulepreloads, stylesheets), each gzipped as a server would send it.
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
  for (const file of (await builtHtmlFiles(root)).sort()) {
    const html = await readFile(file, 'utf8');
    const scripts = new Set<string>();
    for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) if (m[1]) scripts.add(m[1]);
    for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) if (m[1]) scripts.add(m[1]);
    const styles = new Set<string>();
    for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) if (m[1]) styles.add(m[1]);
    let js = 0;
    for (const href of scripts) if (href.startsWith('/')) js += await sizeOf(href);
    let css = 0;
    for (const href of styles) if (href.startsWith('/')) css += await sizeOf(href);
    const route = `/${relative(root, file)}`.replace(/index\.html$/, '').replace(/(.)\/$/, '$1');
    rows.push({ route, html: gzipSize(html), js, css, modules: scripts.size });
  }
  return rows;
}
