import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { E2E_SITE_DIR } from './env.ts';
import { routes } from './routes.ts';

/**
 * The links of each document (its HTML, or the page itself when null) that lead to another
 * origin: how many there are, and those whose `rel` lacks `noopener` or `noreferrer` (the new
 * page must get neither `window.opener` nor the referring URL) as `path: href (rel="…")`.
 */
function externalLinks(page: Page, documents: { path: string; html: string | null }[]): Promise<{ count: number; unsafe: string[] }> {
  return page.evaluate((docs) => {
    const unsafe: string[] = [];
    let count = 0;
    for (const { path, html } of docs) {
      const base = new URL(path, window.location.origin);
      const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
      for (const link of doc.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')) {
        const url = new URL(link.getAttribute('href') ?? '', base);
        if (!url.protocol.startsWith('http') || url.origin === base.origin) continue;
        count++;
        const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) unsafe.push(`${path}: ${url.href} (rel="${link.getAttribute('rel') ?? ''}")`);
      }
    }
    return { count, unsafe };
  }, documents);
}

/** Every prerendered page of the built site, with its URL path. */
async function prerenderedPages(dir: string): Promise<{ path: string; file: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const path = `/${relative(dir, file).split(sep).join('/')}`.replace(/\/index\.html$/, '').replace(/\.html$/, '');
      return { path: path === '' ? '/' : path, file };
    });
}

test('every prerendered page: links to other sites carry rel="noopener noreferrer"', async ({ page }) => {
  const pages = await prerenderedPages(E2E_SITE_DIR);
  expect(pages.length).toBeGreaterThanOrEqual(routes.length);
  // Any page of the test server's origin will do: the documents are parsed, not loaded.
  await page.goto('/api/teleton-contador');
  const documents = await Promise.all(pages.map(async ({ path, file }) => ({ path, html: await readFile(file, 'utf8') })));
  const { count, unsafe } = await externalLinks(page, documents);
  // There is something to check: the footer alone links to the social networks.
  expect(count).toBeGreaterThan(0);
  expect(unsafe).toEqual([]);
});

test('the sitemap lists every found route and no missing one; robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const listed = new Set([...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname));
  for (const route of routes) expect([route.path, listed.has(route.path)]).toEqual([route.path, route.status === 200 && route.noindex !== true]);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

for (const route of routes) {
  test.describe(`route ${route.path}`, () => {
    test('prerendered HTML holds the page text and the right status', async ({ request }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(route.status);
      expect(res.headers()['content-type']).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain('<html lang="es-CL"');
      expect(html).toContain(route.text);
      expect(html).toMatch(new RegExp(`<title>[^<]*${route.title.source}`));
      // Found pages name their canonical address; not-found pages (and the thank-you page) ask not to be indexed instead.
      const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => new URL(m[1] ?? '').pathname);
      if (route.status === 404 || route.noindex === true) {
        expect(html).toContain('<meta name="robots" content="noindex"');
        expect(canonical).toEqual([]);
      } else {
        expect(html).not.toContain('noindex');
        expect(canonical).toEqual([route.path]);
      }
    });

    test('hydrated page shows the same content, header and footer as flagged', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Every Content-Security-Policy violation on the page is recorded.
      await page.addInitScript(() => {
        const store = window as unknown as { cspViolations: string[] };
        store.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          store.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(route.path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(response?.status()).toBe(route.status);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(route.text.slice(0, 20));
      await expect(page.getByRole('banner')).toHaveCount(route.header ? 1 : 0);
      await expect(page.getByRole('contentinfo')).toHaveCount(route.footer ? 1 : 0);
      expect(errors).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      // Links drawn after hydration open other sites safely too.
      expect((await externalLinks(page, [{ path: route.path, html: null }])).unsafe).toEqual([]);
    });

    test('has no axe violations', async ({ page }) => {
      // A safety cap, not a speed goal: axe over the locator's long list is slow on a busy machine.
      test.slow();
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });
}
