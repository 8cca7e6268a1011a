import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtHtmlFiles, routeOfFile } from '../finish/files.ts';
import { axeViolations } from './helpers/axe.ts';
import { chunks } from './helpers/chunks.ts';
import { E2E_SITE_DIR } from './helpers/env.ts';
import { externalLinks } from './helpers/links.ts';
import { routes } from './helpers/route-cases.ts';

/** Every prerendered page of the built site, with its URL path. */
async function prerenderedPages(dir: string): Promise<{ path: string; file: string }[]> {
  return (await builtHtmlFiles(dir)).map((file) => ({ path: routeOfFile(relative(dir, file)), file }));
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

/**
 * What an accessibility scan depends on in a page's markup, as a set: each kind of element with
 * its classes, role, type and ARIA state, and whether its alternative text or label is empty.
 * Texts, addresses and how many times an element repeats (five cards or six) do not count, nor
 * `aria-current` (the footer marks the page it is on).
 */
function markupKinds(html: string): Set<string> {
  const end = html.indexOf('<script id="vike_pageContext"');
  const body = html.slice(html.indexOf('<body'), end > 0 ? end : undefined);
  const kinds = new Set<string>();
  for (const [, tag = '', attributes = ''] of body.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/g)) {
    const parts = [...attributes.matchAll(/([a-z][a-z:-]*)(?:="([^"]*)")?/g)].flatMap(([, name = '', value = '']) => {
      if (name === 'aria-current') return [];
      if (['alt', 'title', 'aria-label', 'aria-valuetext', 'aria-valuenow', 'aria-valuemax'].includes(name)) return [`${name}=${value === '' ? '' : '…'}`];
      if (name === 'class' || name === 'role' || name === 'type' || name.startsWith('aria-')) return [`${name}=${value}`];
      return [name];
    });
    kinds.add(`${tag}[${parts.sort().join(' ')}]`);
  }
  return kinds;
}

/** The pages the accessibility scan reads: one per template (helpers/route-cases.ts `sameTemplateAs`). */
const scanned = routes.filter((route) => route.sameTemplateAs === undefined);

test('every page of a template is built of the same kinds of elements as the one the accessibility scan reads', async ({ request }) => {
  const { dogs } = JSON.parse(await readFile('generated/content/dogs.json', 'utf8')) as { dogs: { slug: string }[] };
  const { characters } = JSON.parse(await readFile('generated/content/characters.json', 'utf8')) as { characters: { slug: string }[] };
  const families = [
    ...routes.filter((route) => route.sameTemplateAs !== undefined).map((route) => ({ path: route.path, as: route.sameTemplateAs ?? '' })),
    ...dogs.map((dog) => ({ path: `/listamascotas/${dog.slug}`, as: '/listamascotas/kuyen' })),
    ...characters.map((character) => ({ path: `/${character.slug}`, as: '/rodolfa' })),
  ];
  expect(families.length).toBeGreaterThan(50);
  const kinds = new Map<string, Set<string>>();
  const kindsOf = async (path: string) => {
    if (!kinds.has(path)) kinds.set(path, markupKinds(await (await request.get(path)).text()));
    return kinds.get(path) ?? new Set<string>();
  };
  for (const { path, as } of families) {
    expect(
      scanned.map((route) => route.path),
      `${as}: scanned`,
    ).toContain(as);
    const [own, reference] = [await kindsOf(path), await kindsOf(as)];
    expect
      .soft({ path, as, extra: [...own].filter((kind) => !reference.has(kind)), missing: [...reference].filter((kind) => !own.has(kind)) })
      .toEqual({ path, as, extra: [], missing: [] });
  }
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
  });
}

/**
 * One accessibility scan per page template, several pages on one browser page (a page opened
 * after another of the site loads the shared code from the browser's cache, as a visitor's next
 * page does). Every template is scanned and a failure names its page. The locator's home page,
 * with its long list, has a test of its own.
 */
const scanGroups = [
  scanned.filter((route) => route.path === '/'),
  ...chunks(
    scanned.filter((route) => route.path !== '/'),
    6,
  ),
];
for (const group of scanGroups) {
  test(`no axe violations: ${group.map((route) => route.path).join(' ')}`, async ({ page }) => {
    // A safety cap, not a speed goal: axe over the locator's long list is slow on a busy machine.
    test.setTimeout(30_000 + group.length * 15_000);
    for (const route of group) {
      await page.goto(route.path);
      await expect(page.locator('html'), route.path).toHaveAttribute('data-hydrated', 'true');
      expect.soft({ path: route.path, violations: await axeViolations(page) }).toEqual({ path: route.path, violations: [] });
    }
  });
}
