import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a page may load in JavaScript at first, gzipped, by its render mode (the pages'
 * `renderMode`, vike.dev/render-modes): nothing on a page to read (`HTML`), a small script and no
 * React over prerendered HTML (`HTML+JS`), React hydrating the page (`SSR`). The browser tests
 * hold every built page to it (site/e2e/loading.spec.ts); docs/site.md's table of pages shows it.
 */
export const SCRIPT_BUDGET_KB = { HTML: 0, 'HTML+JS': 15, SSR: 120 } as const;
export type RenderMode = keyof typeof SCRIPT_BUDGET_KB;

/** The scripts a page names in its HTML: module entries and the modules it preloads (site paths, e.g. `/assets/…`). */
export function namedScripts(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) if (m[1]) found.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g)) if (m[1]) found.add(m[1]);
  return [...found];
}

/**
 * The modules a built module imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`), resolved against its own path; dynamic `import("…")`, which loads
 * later on demand (the map, the carousel), is not one of them.
 */
export function staticImports(code: string, from: string): string[] {
  const base = new URL(from, 'https://sitio.invalid');
  const found = new Set<string>();
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:[^'"();=]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) {
    if (m[1]) found.add(new URL(m[1], base).pathname);
  }
  return [...found];
}

export interface PageScripts {
  /** Every JavaScript file the page loads before any interaction: what it names and what those import, transitively. */
  files: string[];
  /** Their size gzipped (level 9), as a server sends them. */
  gzipBytes: number;
}

/**
 * What JavaScript a built page costs at first load, read from the build output itself (`root` is
 * `dist/client`): the scripts its HTML names and every module they import statically.
 */
export async function pageScripts(root: string, html: string, cache = new Map<string, { code: string; gzip: number }>()): Promise<PageScripts> {
  const read = async (path: string) => {
    const hit = cache.get(path);
    if (hit) return hit;
    const bytes = await readFile(join(root, path));
    const entry = { code: bytes.toString('utf8'), gzip: gzipSync(bytes, { level: 9 }).length };
    cache.set(path, entry);
    return entry;
  };
  const seen = new Set<string>();
  const queue = namedScripts(html).filter((href) => href.startsWith('/'));
  let gzipBytes = 0;
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const { code, gzip } = await read(path);
    gzipBytes += gzip;
    queue.push(...staticImports(code, path));
  }
  return { files: [...seen], gzipBytes };
}
