import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { readSiteConfig } from '../config/read-config.ts';
import { contentSecurityPolicy } from '../config/security-policy.ts';
import { usesConfiguredBuild } from './helpers/configured.ts';
import { CONFIGURED_BASE, CONFIGURED_ENV, OTHER_ORIGIN } from './helpers/env.ts';
import { hydrated } from './helpers/hydrated.ts';
import { nunoaPoint } from './helpers/points.ts';
import { STREET_ATTRIBUTION, STREET_RGB } from './helpers/street-tiles.ts';

/** The point the map tests choose; the other origin draws its streets around it. */
const target = nunoaPoint;

const basemap = (page: Page) => page.locator('.locator .points-map');
const canvas = (page: Page) => page.locator('.locator .points-map-canvas');

/** The map ends at zoom 15 on the point, with a marker titled with its name. */
async function expectMapOn(page: Page, point: { lat: number; lng: number; name: string }) {
  await expect.poll(() => canvas(page).getAttribute('data-zoom'), { timeout: 30_000 }).toBe('15.00');
  await expect
    .poll(
      async () => {
        const [lat = Number.NaN, lng = Number.NaN] = ((await canvas(page).getAttribute('data-center')) ?? '').split(',').map(Number);
        return Math.max(Math.abs(lat - point.lat), Math.abs(lng - point.lng));
      },
      { timeout: 30_000 },
    )
    .toBeLessThan(0.0005);
  await expect(page.locator(`img.map-marker[title="${point.name}"]`)).toHaveCount(1);
  await expect(page.locator(`img.map-marker[title="${point.name}"]`)).toBeVisible();
}

/** Pixels of the map's WebGL canvas (kept by `preserveDrawingBuffer`) within a small distance of `rgb`. */
function pixelsOf(page: Page, rgb: readonly [number, number, number]): Promise<number> {
  return page.locator('.locator canvas.maplibregl-canvas').evaluate((map: HTMLCanvasElement, [r, g, b]) => {
    const copy = document.createElement('canvas');
    copy.width = map.width;
    copy.height = map.height;
    const context = copy.getContext('2d');
    if (!context) return -1;
    context.drawImage(map, 0, 0);
    const data = context.getImageData(0, 0, copy.width, copy.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs((data[i] as number) - r) < 12 && Math.abs((data[i + 1] as number) - g) < 12 && Math.abs((data[i + 2] as number) - b) < 12) count++;
    }
    return count;
  }, rgb);
}

/**
 * Console errors and CSP violations of the page. The browser itself reports a request it could
 * not complete ("Failed to load resource") with the request's address: such lines for the host a
 * test blocks on purpose are the blocking, not the site, and are left out.
 */
async function watchErrors(page: Page, blockedOrigin: string | null = null): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const from = message.location().url;
    if (blockedOrigin && from.startsWith(blockedOrigin) && message.text().startsWith('Failed to load resource')) return;
    errors.push(`${message.text()} (${from})`);
  });
  await page.addInitScript(() => {
    const store = window as unknown as { cspViolations: string[] };
    store.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => store.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...errors, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

/** The paths of the street tiles this page asks the other origin for (MapLibre's workers' requests included). */
function tileRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${OTHER_ORIGIN}/tiles/`)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * The locator (list card and map) as the visitor sees it, attached to the test's report; with
 * MAP_SCREENSHOTS=1 also written to docs/screenshots/ (how the README's screenshots are made).
 */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const body = await page.locator('.locator').screenshot({ animations: 'disabled' });
  await testInfo.attach(name, { body, contentType: 'image/png' });
  if (process.env.MAP_SCREENSHOTS === '1') {
    await mkdir('docs/screenshots', { recursive: true });
    await writeFile(join('docs/screenshots', name), body);
  }
}

test.describe("the map with a street style (the configured build: VITE_MAP_STYLE_URL is the other origin's style)", () => {
  // Real MapLibre in software WebGL, and a fallback that waits for its deadline: slow on a busy two-core machine.
  test.describe.configure({ timeout: 120_000 });
  usesConfiguredBuild();

  test.beforeAll(() => {
    expect(target, 'a clean point in Ñuñoa with coordinates').toBeDefined();
  });

  test('the CSP allows the style host for fetches and images, and nothing else new', async ({ request }) => {
    const csp = (await request.get(`${CONFIGURED_BASE}/`)).headers()['content-security-policy'] ?? '';
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ') ?? [];
    expect(directive('connect-src')).toContain(OTHER_ORIGIN);
    expect(directive('img-src')).toContain(OTHER_ORIGIN);
    expect(csp).not.toContain('openfreemap');
    // Exactly what the build's variables ask for (site/config/security-policy.test.ts: what each one adds).
    expect(csp).toBe(contentSecurityPolicy(readSiteConfig(CONFIGURED_ENV)));
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px a chosen point shows the streets around its marker`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const errors = await watchErrors(page);
      const tiles = tileRequests(page);
      const point = target!;
      await page.goto(`${CONFIGURED_BASE}/?punto=${point.id}`);
      await hydrated(page);
      await expect(basemap(page)).toHaveAttribute('data-basemap', 'streets', { timeout: 30_000 });
      await expectMapOn(page, point);
      // The road layer draws: many pixels of the streets' colour around the marker.
      await expect.poll(() => pixelsOf(page, STREET_RGB), { timeout: 30_000 }).toBeGreaterThan(2000);
      await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText(STREET_ATTRIBUTION);
      await expect(page.locator('.points-map-note')).toBeHidden();
      expect(tiles.some((path) => /^\/tiles\/1[45]\//.test(path))).toBe(true);
      expect(await errors()).toEqual([]);
      await screenshot(page, testInfo, `mapa-calles-${viewport.width}.png`);
    });
  }

  test('a style host that cannot be reached: the offline map, then zoom 15 and the marker on a chosen point', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = await watchErrors(page, OTHER_ORIGIN);
    await page.route(`${OTHER_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    const point = target!;
    await page.goto(CONFIGURED_BASE);
    await hydrated(page);
    await page.locator('#puntos-limpios .points-map').scrollIntoViewIfNeeded();
    await expect(basemap(page)).toHaveAttribute('data-basemap', 'fallback', { timeout: 30_000 });
    await expect(basemap(page)).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('.points-map-note')).toHaveText('Sin conexión al mapa de calles: se muestra un mapa simple.');
    await page.getByLabel('Comuna, nombre o dirección').fill(point.name);
    await page.locator(`.point-list [data-point-id="${point.id}"]`).click();
    await expectMapOn(page, point);
    // The offline map is drawn: the land of the pipeline's base map, no street.
    expect(await pixelsOf(page, STREET_RGB)).toBe(0);
    expect(await errors()).toEqual([]);
  });

  test('a style that loads but whose tiles are blocked gives way to the offline map too', async ({ page }) => {
    const errors = await watchErrors(page, OTHER_ORIGIN);
    await page.route(`${OTHER_ORIGIN}/tiles/**`, (route) => route.abort('blockedbyclient'));
    await page.goto(`${CONFIGURED_BASE}/?punto=${target!.id}`);
    await hydrated(page);
    await expect(basemap(page)).toHaveAttribute('data-basemap', 'fallback', { timeout: 30_000 });
    await expectMapOn(page, target!);
    expect(await errors()).toEqual([]);
  });

  test('a style host that never answers: the offline map once the deadline passes', async ({ page }) => {
    const errors = await watchErrors(page, OTHER_ORIGIN);
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(`${OTHER_ORIGIN}/**`, async (route) => {
      await held;
      await route.abort('timedout').catch(() => {});
    });
    await page.goto(`${CONFIGURED_BASE}/?punto=${target!.id}`);
    await hydrated(page);
    await expect(basemap(page)).toHaveAttribute('data-basemap', 'fallback', { timeout: 30_000 });
    await expectMapOn(page, target!);
    release();
    expect(await errors()).toEqual([]);
  });
});

test('the test build forces the offline map (VITE_MAP_STYLE_URL=offline): no request leaves the site', async ({ page, baseURL }) => {
  // Real MapLibre in software WebGL: slow on a busy two-core machine.
  test.setTimeout(90_000);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) elsewhere.push(request.url());
  });
  await page.goto(`/?punto=${target!.id}`);
  await hydrated(page);
  await expect(basemap(page)).toHaveAttribute('data-basemap', 'offline', { timeout: 30_000 });
  await expectMapOn(page, target!);
  await expect(page.locator('.points-map-note')).toBeHidden();
  expect(elsewhere).toEqual([]);
});
