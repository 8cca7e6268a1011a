import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DOGS_PATH } from '../../shared/dog-paths.ts';
import { builtHtmlFiles } from '../finish/files.ts';
import { APP_ICONS, APPLE_TOUCH_ICON, MANIFEST_PATH, OG_LOCALE, SHARE_SIZE } from '../seo/share.ts';
import { chunks } from './helpers/chunks.ts';
import { E2E_SITE_DIR } from './helpers/env.ts';
import { shiftingImages, slowFirstPicture } from './helpers/images.ts';
import { externalLinks } from './helpers/links.ts';
import { routes } from './helpers/route-cases.ts';

/**
 * The built site as the outside sees it: a phone opening any page directly, a crawler following
 * links from `/`, the W3C's Nu HTML Checker reading every page, a messenger reading the sharing
 * tags. Every list of pages here comes from the build itself (sitemap.xml) or from the content
 * the site was built from, never from a list of its own.
 */

const sitemap = readFileSync(join(E2E_SITE_DIR, 'sitemap.xml'), 'utf8');
const SITE_BASE = /<loc>(https?:\/\/[^<]*?)\/<\/loc>/.exec(sitemap)?.[1] ?? '';
/** The indexable pages, as the sitemap lists them. */
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
const { dogs } = JSON.parse(readFileSync(resolve('generated/content/dogs.json'), 'utf8')) as { dogs: { slug: string; photo: string }[] };
const dogPaths = dogs.map((dog) => `${DOGS_PATH}/${dog.slug}`);
/** Every page a visitor can open: the sitemap's, and the found or not-found pages that are not indexed. */
const allPaths = [...new Set([...sitemapPaths, ...dogPaths, ...routes.map((route) => route.path)])];

/** Attribute values that name another file: links, pictures, scripts, stylesheets, media. */
const REFERENCE = /<(a|link|img|script|source|audio|video|iframe)\b[^>]*?\s(?:href|src)="([^"]*)"/gi;

function referencesIn(html: string, from: string, origin: string): { page: boolean; path: string }[] {
  const found: { page: boolean; path: string }[] = [];
  for (const [, tag = '', raw = ''] of html.matchAll(REFERENCE)) {
    const value = raw.replace(/&amp;/g, '&');
    if (/^(mailto|tel|data|javascript):/i.test(value)) continue;
    const url = new URL(value, `${origin}${from}`);
    if (url.origin !== origin) continue;
    found.push({ page: tag.toLowerCase() === 'a' && !/\.[a-z0-9]+$/i.test(url.pathname), path: url.pathname });
  }
  return found;
}

test.describe('a crawler starting at /', () => {
  test('reaches every page of the sitemap and every dog by links, and finds no broken internal link or file', async ({ request, baseURL }) => {
    test.slow();
    const origin = new URL(baseURL ?? '').origin;
    const status = new Map<string, number>();
    const broken: string[] = [];
    const queue: { path: string; from: string }[] = [{ path: '/', from: '(inicio)' }];
    const pages = new Set<string>();
    while (queue.length > 0) {
      const next = queue.shift();
      if (next === undefined || pages.has(next.path)) continue;
      pages.add(next.path);
      const res = await request.get(next.path, { maxRedirects: 0 });
      status.set(next.path, res.status());
      if (res.status() !== 200) {
        broken.push(`${next.from} → ${next.path}: ${res.status()}`);
        continue;
      }
      for (const ref of referencesIn(await res.text(), next.path, origin)) {
        if (ref.page) {
          if (!pages.has(ref.path)) queue.push({ path: ref.path, from: next.path });
        } else if (!status.has(ref.path)) {
          const file = await request.get(ref.path, { maxRedirects: 0 });
          status.set(ref.path, file.status());
          if (file.status() !== 200) broken.push(`${next.path} → ${ref.path}: ${file.status()}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(sitemapPaths.length).toBeGreaterThan(40);
    expect([...sitemapPaths, ...dogPaths].filter((path) => !pages.has(path))).toEqual([]);
  });
});

test.describe('the W3C Nu HTML Checker', () => {
  test('finds no error on any built page', async () => {
    test.setTimeout(180_000);
    // vnu-jar's export is the path of the checker's jar; `java` comes from tools/ensure-java.sh.
    const jar = String(createRequire(import.meta.url)('vnu-jar'));
    // Each page once: not its copy in its folder (site/finish/folder-pages.ts), the same bytes.
    const pagesChecked = await builtHtmlFiles(E2E_SITE_DIR);
    expect(pagesChecked.length).toBeGreaterThanOrEqual(allPaths.length - 2);
    // One short run of the JVM: the quick compiler only and the simple collector (2.3 s of CPU
    // instead of 6 s here), with the deeper stack the checker then needs for the HTML schema.
    const java = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
    const run = await promisify(execFile)('java', [...java, '-jar', jar, '--errors-only', '--format', 'json', '--skip-non-html', ...pagesChecked], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? String(error) }));
    const { messages } = JSON.parse(run.stderr || run.stdout || '{"messages":[]}') as {
      messages: { type: string; url?: string; lastLine?: number; message: string }[];
    };
    const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
    expect(errors.map((m) => `${(m.url ?? '').replace(/^.*\/client\//, '/')}:${m.lastLine ?? 0} ${m.message}`)).toEqual([]);
  });
});

/** Every class name a stylesheet text has rules for, read by the browser's own CSS parser. */
function classesWithRules(page: Page, cssTexts: string[]): Promise<string[]> {
  return page.evaluate((texts) => {
    const found = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) found.add(m[1] ?? '');
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const text of texts) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      walk(sheet.cssRules);
    }
    return [...found];
  }, cssTexts);
}

/** What a page shows that its own stylesheets do not style, and how far it scrolls sideways. */
function outsideView(page: Page, siteClasses: readonly string[]) {
  return page.evaluate((known) => {
    const loaded = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) loaded.add(m[1] ?? '');
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    const site = new Set(known);
    const unstyled = new Set<string>();
    for (const element of document.querySelectorAll('[class]')) {
      for (const name of element.classList) if (site.has(name) && !loaded.has(name)) unstyled.add(`${element.tagName.toLowerCase()}.${name}`);
    }
    const width = document.documentElement.clientWidth;
    const wider = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { unstyled: [...unstyled], sideways: document.documentElement.scrollWidth - width, wider };
  }, siteClasses);
}

/**
 * Every page opened directly, as a link from elsewhere opens it, on a phone: the right status and
 * Content-Security-Policy, React takes over with no error and no CSP violation, links drawn after
 * hydration open other sites safely, the route table's title, heading, header and footer, every
 * picture's place held before it arrives and the largest one fetched first, and at 320 and 390 px
 * the stylesheets of everything it shows and no sideways scroll. Several pages one after another
 * on one browser page (the shared code then comes from the browser's cache, as on a
 * visitor's next page); every page is checked, and a failure names its page.
 */
test.describe('every page opened directly on a phone', () => {
  let siteClasses: string[] = [];

  test.beforeAll(async ({ browser }) => {
    const cssFiles = readdirSync(join(E2E_SITE_DIR, 'assets'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.css'));
    const page = await browser.newPage();
    siteClasses = await classesWithRules(
      page,
      cssFiles.map((file) => readFileSync(join(E2E_SITE_DIR, 'assets', file), 'utf8')),
    );
    await page.close();
  });

  const routeOf = new Map(routes.map((route) => [route.path, route]));
  for (const group of chunks(allPaths, 10)) {
    test(`${group[0]} … ${group.at(-1)} (${group.length} pages) at 320 and 390 px`, async ({ page }) => {
      test.setTimeout(group.length * 8_000);
      expect(siteClasses.length).toBeGreaterThan(100);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Every Content-Security-Policy violation on the page is recorded.
      await page.addInitScript(() => {
        const store = window as unknown as { cspViolations: string[] };
        store.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => store.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      for (const path of group) {
        const route = routeOf.get(path);
        errors.length = 0;
        await page.setViewportSize({ width: 320, height: 640 });
        const response = await page.goto(path);
        expect.soft({ path, status: response?.status(), csp: response?.headers()['content-security-policy']?.includes("script-src 'self'") }).toEqual({
          path,
          status: route?.status ?? 200,
          csp: true,
        });
        await expect.soft(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true');
        if (route) {
          await expect.soft(page, path).toHaveTitle(route.title);
          await expect.soft(page.getByRole('heading', { level: 1 }), path).toContainText(route.text.slice(0, 20));
          await expect.soft(page.getByRole('banner'), path).toHaveCount(route.header ? 1 : 0);
          await expect.soft(page.getByRole('contentinfo'), path).toHaveCount(route.footer ? 1 : 0);
        }
        expect
          .soft({
            path,
            errors,
            cspViolations: await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
            // Links drawn after hydration open other sites safely too.
            unsafeLinks: (await externalLinks(page, [{ path, html: null }])).unsafe,
            // Every picture's place is held before it arrives: nothing below it moves.
            shiftingImages: await shiftingImages(page),
            // The picture a visitor sees first, when it is one, is fetched at once and first.
            slowFirstPicture: await slowFirstPicture(page),
          })
          .toEqual({ path, errors: [], cspViolations: [], unsafeLinks: [], shiftingImages: [], slowFirstPicture: [] });
        for (const width of [320, 390]) {
          await page.setViewportSize({ width, height: 720 });
          const seen = await outsideView(page, siteClasses);
          expect.soft({ path, width, unstyled: seen.unstyled }).toEqual({ path, width, unstyled: [] });
          expect.soft({ path, width, sideways: seen.sideways, wider: seen.sideways > 0 ? seen.wider : [] }).toEqual({ path, width, sideways: 0, wider: [] });
        }
      }
    });
  }
});

/** The `content` of each `<meta property|name="…">` of a page's head, by key. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, key = '', value = ''] of html.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"/g))
    tags.set(key, value.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"));
  return tags;
}

/** A PNG's width and height, from its header. */
async function pngSize(request: APIRequestContext, path: string): Promise<{ status: number; type: string; width: number; height: number }> {
  const res = await request.get(path);
  const body = await res.body();
  return { status: res.status(), type: res.headers()['content-type'] ?? '', width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const localPath = (url: string) => (url.startsWith(`${SITE_BASE}/`) ? url.slice(SITE_BASE.length) : url);

test.describe('what a shared link shows', () => {
  test('every indexable page: charset first, title, description, address, type, language, a 1200×630 picture, the large card', async ({ request }) => {
    test.slow();
    expect(SITE_BASE).toMatch(/^https?:\/\//);
    const pictures = new Set<string>();
    for (const path of [...new Set([...sitemapPaths, ...dogPaths])]) {
      const html = await (await request.get(path)).text();
      expect(html.slice(0, 1024), `${path}: <meta charset> en los primeros 1.024 bytes`).toMatch(/<meta charset="utf-8"/i);
      const meta = metaTags(html);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect({ path, canonical }).toEqual({ path, canonical: `${SITE_BASE}${path === '/' ? '/' : path}` });
      expect({
        path,
        title: meta.get('og:title') === title.replace(/&amp;/g, '&') && title !== '',
        description: (meta.get('og:description') ?? '').length > 20,
        url: meta.get('og:url'),
        type: meta.get('og:type'),
        locale: meta.get('og:locale'),
        image: /^https?:\/\/.+\.png$/.test(meta.get('og:image') ?? ''),
        width: meta.get('og:image:width'),
        height: meta.get('og:image:height'),
        card: meta.get('twitter:card'),
        themeColor: /^#[0-9a-f]{6}$/i.test(meta.get('theme-color') ?? ''),
        manifest: html.includes(`<link rel="manifest" href="${MANIFEST_PATH}"`),
        touchIcon: html.includes(`<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON.path}"`),
      }).toEqual({
        path,
        title: true,
        description: true,
        url: canonical,
        type: 'website',
        locale: OG_LOCALE,
        image: true,
        width: String(SHARE_SIZE.width),
        height: String(SHARE_SIZE.height),
        card: 'summary_large_image',
        themeColor: true,
        manifest: true,
        touchIcon: true,
      });
      pictures.add(localPath(meta.get('og:image') ?? ''));
    }
    // A dog's link shows the dog.
    for (const dog of dogs) {
      const html = await (await request.get(`${DOGS_PATH}/${dog.slug}`)).text();
      expect(metaTags(html).get('og:image')).toBe(`${SITE_BASE}/compartir/${dog.photo.replace(/\.svg$/, '.png')}`);
    }
    // One picture per section at least: telethon, academy, games, characters, pets, birthday, and one per dog.
    expect(pictures.size).toBeGreaterThanOrEqual(6 + dogs.length);
    for (const picture of pictures)
      expect({ picture, ...(await pngSize(request, picture)) }).toEqual({ picture, status: 200, type: 'image/png', ...SHARE_SIZE });
  });

  test('the manifest names the site, its colours and icons of 192 and 512 px, one maskable; the touch icon is 180 px', async ({ request }) => {
    const res = await request.get(MANIFEST_PATH);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      lang: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Teletón Kids', start_url: '/', lang: 'es-CL' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of [...manifest.icons, { src: APPLE_TOUCH_ICON.path, sizes: '180x180' }]) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect({ src: icon.src, ...(await pngSize(request, icon.src)) }).toEqual({ src: icon.src, status: 200, type: 'image/png', width, height });
    }
    expect(APP_ICONS).toHaveLength(3);
  });

  test('structured data: the organisation on the home page, the adoption event on /mascotas', async ({ request }) => {
    const jsonLd = async (path: string) =>
      [...(await (await request.get(path)).text()).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
      );
    const [organization] = await jsonLd('/');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Teletón Kids',
      url: `${SITE_BASE}/`,
      telephone: '+56224273000',
    });
    expect(await pngSize(request, localPath(String(organization?.logo)))).toMatchObject({ status: 200, width: 512, height: 512 });

    const [event] = await jsonLd('/mascotas');
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T11:00:00-0[34]:00$/),
      endDate: expect.stringMatching(/T17:00:00-0[34]:00$/),
      location: { '@type': 'Place', name: 'Parque Bicentenario de Vitacura' },
      isAccessibleForFree: true,
      organizer: { '@type': 'Organization', name: 'Teletón Kids' },
      url: `${SITE_BASE}/mascotas`,
    });
    // The event's day is the one the page prints.
    const html = await (await request.get('/mascotas')).text();
    expect(html).toContain(`datetime="${String(event?.startDate).slice(0, 10)}"`);
  });
});
