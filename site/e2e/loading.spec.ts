import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtHtmlFiles } from '../../scripts/html/files.ts';
import { listedModules, MODULE_LIST_ID } from '../../scripts/html/first-paint.ts';
import { readStaticImports } from '../../scripts/html/manifest.ts';
import { COMPILE_HINT } from '../framework/eager-wrappers.ts';
import { E2E_SITE_DIR } from './env.ts';

// Text only React DOM's code contains (its check for the browser extension of React's devtools).
const REACT_DOM_MARK = '__REACT_DEVTOOLS_GLOBAL_HOOK__';

test("every page's loader stages the entry's static imports, React DOM's chunk among them", async () => {
  const staticImports = readStaticImports(join(E2E_SITE_DIR, '..', 'assets.json'));
  const read = (href: string) => readFileSync(join(E2E_SITE_DIR, href), 'utf8');
  const files = await builtHtmlFiles(E2E_SITE_DIR);
  expect(files.length).toBeGreaterThan(70);
  for (const file of files) {
    const page = relative(E2E_SITE_DIR, file);
    const html = await readFile(file, 'utf8');
    const [entry, ...rest] = listedModules(html);
    expect(entry, page).toBeDefined();
    const stages = Number(new RegExp(`<script id="${MODULE_LIST_ID}"[^>]*data-stages="(\\d+)"`).exec(html)?.[1] ?? 0);
    const staged = rest.slice(0, stages);
    // The loader imports, one per task, exactly the chunks the entry imports, in the order they depend on each other.
    expect(staged, page).toEqual(staticImports(entry!));
    // React DOM is in one of them (and its code runs there), never in the entry.
    expect(read(entry!), page).not.toContain(REACT_DOM_MARK);
    const reactChunks = staged.filter((href) => read(href).includes(REACT_DOM_MARK));
    expect(reactChunks, page).toHaveLength(1);
    // It opens with V8's compile hint (added to the minified file by the build).
    expect(read(reactChunks[0]!).startsWith(`${COMPILE_HINT}\n`), page).toBe(true);
  }
});

test('in the browser React DOM starts while its own chunk is evaluated, not from the entry', async ({ page }) => {
  // React DOM announces itself to the devtools extension's hook when its code first runs; a
  // stand-in hook records the call stack there, which names the module whose evaluation ran it.
  await page.addInitScript(() => {
    const store = window as unknown as { reactStarts: string[]; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    store.reactStarts = [];
    store.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { checkDCE: () => store.reactStarts.push(new Error().stack ?? '') };
  });
  const html = await (await page.request.get('/newsletter')).text();
  const [entry, ...rest] = listedModules(html);
  const reactChunk = rest.find((href) => readFileSync(join(E2E_SITE_DIR, href), 'utf8').includes(REACT_DOM_MARK));
  expect(reactChunk).toBeDefined();
  await page.goto('/newsletter');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const starts = await page.evaluate(() => (window as unknown as { reactStarts: string[] }).reactStarts);
  expect(starts.length).toBeGreaterThan(0);
  for (const stack of starts) {
    expect(stack).toContain(reactChunk!);
    expect(stack).not.toContain(entry!);
  }
});
