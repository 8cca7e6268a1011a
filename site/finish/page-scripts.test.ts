import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedScripts, pageScripts, staticImports } from './page-scripts.ts';

describe('namedScripts', () => {
  it('lists module entries and preloads, not inline blocks or stylesheets', () => {
    const html =
      '<link rel="stylesheet" href="/a.css"><script type="application/ld+json">{}</script>' +
      '<script src="/assets/entries/e.js" type="module" async></script><link rel="modulepreload" href="/assets/chunks/c.js" as="script">';
    expect(namedScripts(html)).toEqual(['/assets/entries/e.js', '/assets/chunks/c.js']);
    expect(namedScripts('<p>nada</p>')).toEqual([]);
  });
});

describe('staticImports', () => {
  it('follows the static imports and re-exports of minified code, resolved from the module, and not import()', () => {
    const code =
      'import{t as e}from"../chunks/chunk-a.js";import"./side.js";export{x}from"../chunks/chunk-b.js";' +
      'const m=()=>import("../chunks/lazy.js");var y=__vitePreload(()=>import("./map.js"),["/assets/chunks/dep.js"]);';
    expect(staticImports(code, '/assets/entries/page.js').sort()).toEqual([
      '/assets/chunks/chunk-a.js',
      '/assets/chunks/chunk-b.js',
      '/assets/entries/side.js',
    ]);
  });
});

describe('pageScripts', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'page-scripts-'));
    await mkdir(join(root, 'assets', 'chunks'), { recursive: true });
    await writeFile(join(root, 'assets', 'entry.js'), 'import{a}from"./chunks/a.js";import("./chunks/lazy.js");a();');
    await writeFile(join(root, 'assets', 'chunks', 'a.js'), 'import{b}from"./b.js";export const a=()=>b();');
    await writeFile(join(root, 'assets', 'chunks', 'b.js'), 'import{a}from"./a.js";export const b=()=>1;');
    await writeFile(join(root, 'assets', 'chunks', 'lazy.js'), 'export const big="x".repeat(99999);');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('counts what the page loads at first, once each, cycles included, and not what it loads later', async () => {
    const { files, gzipBytes } = await pageScripts(root, '<script src="/assets/entry.js" type="module"></script>');
    expect(files.sort()).toEqual(['/assets/chunks/a.js', '/assets/chunks/b.js', '/assets/entry.js']);
    const sizes = ['entry.js', 'chunks/a.js', 'chunks/b.js'].map((file) => gzipSync(readFileSync(join(root, 'assets', file)), { level: 9 }).length);
    expect(gzipBytes).toBe(sizes.reduce((a, b) => a + b, 0));
  });

  it('is nothing for a page with no script', async () => {
    expect(await pageScripts(root, '<html><body><p>Hola</p></body></html>')).toEqual({ files: [], gzipBytes: 0 });
  });
});
