import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtHtmlFiles } from '../build/files.ts';
import { E2E_SITE_DIR } from './env.ts';

test('every page carries its stylesheets and loads its code the way Vike writes it', async () => {
  const files = await builtHtmlFiles(E2E_SITE_DIR);
  expect(files.length).toBeGreaterThan(70);
  for (const file of files) {
    const page = relative(E2E_SITE_DIR, file);
    const html = await readFile(file, 'utf8');
    // Stylesheets are in the page (site/build/inline-css.ts), none is a request of its own.
    expect(html, page).toContain('<style>');
    expect(html, page).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // One module entry; no inline script runs (the Content-Security-Policy allows none).
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.filter((attrs) => /type="module"/.test(attrs) && /\ssrc="/.test(attrs)), page).toHaveLength(1);
    // Data blocks (Vike's page context, JSON-LD) are not scripts the page runs.
    expect(scripts.filter((attrs) => !/\ssrc="/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs)), page).toEqual([]);
    // React and Vike's runtime come in one file each (vite.config.ts): with them, no page preloads
    // more than 11 modules; without the two groups a page preloads up to 17. A check of the build's
    // shape (the counts per page are figures of `BENCH=bytes`), not a size budget.
    expect(html.match(/rel="modulepreload"/g)?.length ?? 0, page).toBeLessThanOrEqual(11);
    // Every module it names was built.
    for (const [, href] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) expect(existsSync(join(E2E_SITE_DIR, href!)), `${page}: ${href}`).toBe(true);
  }
});

test('a page paints before any stylesheet is fetched and hydrates within the Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Vite's preloader fetches the page's stylesheets again once the page's code is imported (for
  // later navigations); answered empty here, the page is styled all the same.
  await page.route('**/*.css', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
  await page.goto('/newsletter');
  await expect(page.locator('.skip-link')).toHaveCSS('position', 'absolute');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(violations).toEqual([]);
});
