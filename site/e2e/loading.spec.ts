import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtHtmlFiles, routeOfFile } from '../finish/files.ts';
import { pageScripts, SCRIPT_BUDGET_KB } from '../finish/page-scripts.ts';
import { CONFIGURED_SITE_DIR, E2E_SITE_DIR } from './helpers/env.ts';
import { hydrated } from './helpers/hydrated.ts';

/**
 * What each page may cost in JavaScript at first load (site/finish/page-scripts.ts: what its HTML
 * names and what that imports, gzipped), by how it is rendered (the pages' `renderMode`):
 * - `html`: pages with nothing to do but be read and followed, no script at all;
 * - `enhanced`: a small script over prerendered HTML, no React, at most 15 KB;
 * - `rich`: React hydrates the page (the locator and its map, the directory, the forms, the
 *   quiz and diploma, the games carousel, the birthday greeting), within the 120 KB budget.
 */
const BUDGET_KB = { html: SCRIPT_BUDGET_KB.HTML, enhanced: SCRIPT_BUDGET_KB['HTML+JS'], rich: SCRIPT_BUDGET_KB.SSR } as const;
type Kind = keyof typeof BUDGET_KB;

const CHARACTERS = ['rodolfa', 'wandita', 'dasher', 'mia', 'tamy', 'cometa', 'joe'];
const HTML_ONLY = ['bases-legales', 'kidzapalooza', 'listamascotas', 'listamascotas/no-encontrado', 'academia-solar', 'cuestionario', 'luna-de-juegos'];
/** Pages that read and follow links, unless the build measures advertising: then their consent is a small script. */
const HTML_UNLESS_TRACKING = ['mascotas-gracias', 'privacidad'];

/** A built page's kind, from its path under the built site (`bases-legales.html`, `404.html`). */
function kindOf(page: string, tracking: boolean): Kind {
  const route = routeOfFile(page).slice(1);
  if (HTML_ONLY.includes(route)) return 'html';
  if (HTML_UNLESS_TRACKING.includes(route)) return tracking ? 'enhanced' : 'html';
  if (CHARACTERS.includes(route) || route.startsWith('listamascotas/') || route === 'taller' || route === 'cursos' || route === '404') return 'enhanced';
  return 'rich';
}

const SITES = [
  { name: 'the test build', dir: E2E_SITE_DIR, tracking: false },
  { name: 'the configured build (advertising IDs set)', dir: CONFIGURED_SITE_DIR, tracking: true },
];

for (const site of SITES) {
  test(`${site.name}: every page loads only the JavaScript its kind allows, with its stylesheets inside it`, async () => {
    test.skip(!existsSync(site.dir), `${site.dir} no existe: npm run test:e2e lo construye (site/e2e/helpers/build-sites.ts)`);
    const files = await builtHtmlFiles(site.dir);
    expect(files.length).toBeGreaterThan(70);
    const cache = new Map<string, { code: string; gzip: number }>();
    const seen: Record<Kind, number> = { html: 0, enhanced: 0, rich: 0 };
    for (const file of files) {
      const page = relative(site.dir, file);
      const html = await readFile(file, 'utf8');
      // Stylesheets are in the page (site/finish/inline-css.ts), none is a request of its own: a
      // link to one is there only disabled, saying that the page holds it.
      expect(html, page).toContain('<style>');
      expect(
        [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((link) => link[0]).filter((link) => !/\sdisabled>$/.test(link)),
        page,
      ).toEqual([]);
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      // No inline script runs (the Content-Security-Policy allows none); data blocks (Vike's page context, JSON-LD) are not scripts.
      expect(
        scripts.filter((attrs) => !/\ssrc="/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs)),
        page,
      ).toEqual([]);
      const kind = kindOf(page, site.tracking);
      seen[kind]++;
      const loaded = await pageScripts(site.dir, html, cache);
      for (const path of loaded.files) expect(existsSync(join(site.dir, path)), `${page}: ${path}`).toBe(true);
      expect(loaded.gzipBytes, `${page} (${kind}): ${loaded.files.join(', ')}`).toBeLessThanOrEqual(BUDGET_KB[kind] * 1024);
      if (kind === 'html') {
        expect(scripts, `${page}: una página solo para leer no carga scripts`).toEqual([]);
        // Ready as it arrives: the mark the tests (and nothing else) wait on is in its HTML.
        expect(html, page).toMatch(/<html[^>]*\sdata-hydrated="true"/);
      } else {
        // One module entry: React's router and the page (rich), or the page's own small script (enhanced).
        expect(
          scripts.filter((attrs) => /type="module"/.test(attrs) && /\ssrc="/.test(attrs)),
          page,
        ).toHaveLength(1);
        const react = loaded.files.some((path) => /entry-client-routing/.test(path));
        expect(react, `${page} (${kind}): ${react ? 'carga React' : 'no carga React'}`).toBe(kind === 'rich');
      }
    }
    // The kinds the issue names are all there.
    expect(seen.html).toBeGreaterThanOrEqual(site.tracking ? 7 : 9);
    expect(seen.enhanced).toBeGreaterThanOrEqual(7 + 43 + 3);
  });
}

/** A hydrated page of each kind of section: the locator, the directory, a workshop, a form. */
const HYDRATED = ['/', '/puntos-de-reciclaje', '/taller-de-ciencias', '/cumple'];

test('a hydrated page fetches none of the stylesheets it holds once React takes over; a page the router opens gets its own', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
  });
  for (const path of HYDRATED) {
    stylesheets.length = 0;
    await page.goto(path);
    await hydrated(page);
    // The page's module and what it imports have loaded: anything they would add has been asked for.
    await page.waitForLoadState('networkidle');
    const held = await page
      .locator('head link[rel="stylesheet"][disabled]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(held.length, path).toBeGreaterThan(0);
    // What loads later on its own (MapLibre's stylesheet, with the map) is not one of them.
    expect(
      stylesheets.filter((sheet) => held.includes(sheet)),
      path,
    ).toEqual([]);
  }
  // From the home page to the directory by the client router: the directory's own stylesheet is
  // fetched then, and applies (its filters are laid out as a grid of their own).
  stylesheets.length = 0;
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.locator('a[href="/puntos-de-reciclaje"]').first().click();
  await expect(page).toHaveURL(/\/puntos-de-reciclaje$/);
  await expect(page.locator('.directory-filters')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(stylesheets.some((sheet) => /directory/.test(sheet))).toBe(true);
  await expect(page.locator('.directory-filters')).toHaveCSS('display', 'grid');
});
