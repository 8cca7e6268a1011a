import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { z } from 'zod';
import { CleanPointSchema } from '../../pipeline/schema/clean-point.ts';
import { startServer } from '../../server/app.ts';
import { rank } from '../points/list.ts';
import { SANTIAGO_CENTRE } from '../points/order.ts';
import { searchRegions } from '../points/regions.server.ts';
import { createIndex, distanceKm } from '../points/search.ts';
import { axeViolations } from './helpers/axe.ts';
import { E2E_SITE_DIR } from './helpers/env.ts';
import { hydrated } from './helpers/hydrated.ts';

const points = z.array(CleanPointSchema).parse(JSON.parse(readFileSync('generated/clean-points.json', 'utf8')));
const located = points.filter((p): p is typeof p & { lat: number; lng: number } => p.lat !== null && p.lng !== null);
/** The answers the page must give: the points nearest central Santiago first, regions by every name. */
const index = createIndex(
  rank(points, SANTIAGO_CENTRE).map((r) => r.point),
  searchRegions(JSON.parse(readFileSync('generated/regions.json', 'utf8'))),
);
const inRegion = (code: string) => points.filter((p) => p.regionCode === code).map((p) => p.id);
/** A point in Ñuñoa with coordinates and a name no other point has. */
const target = located.find((p) => p.comuna === 'Ñuñoa' && points.filter((q) => q.name === p.name).length === 1);
const unlocated = points.find((p) => p.lat === null || p.lng === null);

const toggle = (page: Page) => page.getByRole('button', { name: 'Buscar un punto limpio' });
const search = (page: Page) => page.getByLabel('Comuna, nombre o dirección');
const listIds = (page: Page) => page.locator('.point-list [data-point-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-point-id')));
const item = (page: Page, id: string) => page.locator(`.point-list [data-point-id="${id}"]`);

async function open(page: Page, path = '/') {
  await page.goto(path);
  await hydrated(page);
}

/** The map ends at zoom 15 on the point, with a marker titled with its name. */
async function expectMapOn(page: Page, point: { lat: number; lng: number; name: string }) {
  const canvas = page.locator('.locator .points-map-canvas');
  await expect.poll(() => canvas.getAttribute('data-zoom'), { timeout: 20_000 }).toBe('15.00');
  await expect
    .poll(
      async () => {
        const [lat = Number.NaN, lng = Number.NaN] = ((await canvas.getAttribute('data-center')) ?? '').split(',').map(Number);
        return Math.max(Math.abs(lat - point.lat), Math.abs(lng - point.lng));
      },
      { timeout: 20_000 },
    )
    .toBeLessThan(0.0005);
  await expect(page.locator(`img.map-marker[title="${point.name}"]`)).toHaveCount(1);
}

/** The panel is closed, the item marked, the card shown and the URL names the point. */
async function expectChosen(page: Page, point: { id: string; lat: number; lng: number; name: string }) {
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.locator-panel-body')).toBeHidden();
  await expect(item(page, point.id)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.point-list [aria-current="true"]')).toHaveCount(1);
  const directions = page.getByRole('link', { name: /Cómo llegar/ });
  await expect(directions).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`);
  await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(directions).toHaveAttribute('target', '_blank');
  expect(new URL(page.url()).searchParams.get('punto')).toBe(point.id);
  await expectMapOn(page, point);
}

test.describe('clean-point locator', () => {
  // Real MapLibre in software WebGL: slow on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(() => {
    expect(target, 'a clean point in Ñuñoa with coordinates').toBeDefined();
  });

  test('all points are in the prerendered HTML, closed list of buttons and plain items', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const point of points) expect(html).toContain(`data-point-id="${point.id}"`);
    expect(html).toContain('Ubicación no disponible');
    expect(html).toContain('aria-expanded="true"');
  });

  test('the list starts nearest central Santiago; a search ignores accents and case, puts a region first by any of its names, and announces the count', async ({
    page,
    request,
  }) => {
    const expected = index.search('').map((p) => p.id);
    // Not the export's order (it starts in Arica).
    expect(expected.slice(0, 5)).not.toEqual(points.slice(0, 5).map((p) => p.id));
    const html = await (await request.get('/')).text();
    expect(html).toContain('Del más cercano al más lejano del centro de Santiago.');
    await open(page);
    await expect.poll(() => listIds(page)).toEqual(expected);
    await expect(page.locator('.locator .list-order')).toHaveText('Del más cercano al más lejano del centro de Santiago.');
    const firstTen = (await listIds(page)).slice(0, 10).map((id) => points.find((p) => p.id === id));
    for (const p of firstTen) expect(p?.regionCode).toBe('CL-RM');
    const km = firstTen.map((p) => (p && p.lat !== null && p.lng !== null ? distanceKm(SANTIAGO_CENTRE, { lat: p.lat, lng: p.lng }) : Infinity));
    expect(km).toEqual([...km].sort((a, b) => a - b));

    // Accents and case do not matter.
    await search(page).fill('nunoa');
    const nunoa = index.search('nunoa').map((p) => p.id);
    expect(nunoa.length).toBeGreaterThan(0);
    await expect.poll(() => listIds(page)).toEqual(nunoa);
    await search(page).fill('Ñuñoa');
    await expect.poll(() => listIds(page)).toEqual(nunoa);
    await search(page).fill('biobio');
    const biobio = points.filter((p) => p.region === 'Biobío').map((p) => p.id);
    expect(biobio.length).toBeGreaterThan(0);
    await expect.poll(() => listIds(page)).toEqual(index.search('biobio').map((p) => p.id));
    expect(await listIds(page)).toEqual(expect.arrayContaining(biobio));

    // A region by any of its names: every point of it first, and the list says so.
    for (const [query, code, name] of [
      ['RM', 'CL-RM', 'Metropolitana de Santiago'],
      ['Región Metropolitana', 'CL-RM', 'Metropolitana de Santiago'],
      ['La Araucanía', 'CL-AR', 'La Araucanía'],
      ['LA ARAUCANIA', 'CL-AR', 'La Araucanía'],
      ['CL-BI', 'CL-BI', 'Biobío'],
    ] as const) {
      const region = inRegion(code);
      expect(region.length, query).toBeGreaterThan(0);
      const found = index.search(query).map((p) => p.id);
      expect(found.slice(0, region.length).sort(), query).toEqual([...region].sort());
      await search(page).fill(query);
      await expect.poll(() => listIds(page), { message: query }).toEqual(found);
      await expect(page.locator('.locator .list-order'), query).toContainText(`Primero, los puntos de la región ${name}.`);
    }

    await search(page).fill('xqzwv sin resultados');
    await expect.poll(() => listIds(page)).toEqual([]);
    await expect(page.getByTestId('locator-announced')).toHaveText('0 puntos limpios encontrados');
    await expect(page.locator('.locator-count')).toHaveText('0 puntos limpios encontrados');
  });

  test('choosing a point with the mouse closes the panel and moves the map', async ({ page }) => {
    const point = target!;
    await open(page);
    await search(page).fill(point.name);
    await item(page, point.id).click();
    await expectChosen(page, point);
    // The card's button brings the list back, with the chosen item still marked.
    await page.getByRole('button', { name: 'Ver la lista' }).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(item(page, point.id)).toBeFocused();
  });

  test('choosing a point with the keyboard (Enter) does the same', async ({ page }) => {
    const point = target!;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await item(page, point.id).focus();
    await page.keyboard.press('Enter');
    await expectChosen(page, point);
    await expect(page.locator('.locator-card h3')).toBeFocused();
  });

  test('a ?punto= link opens that point', async ({ page }) => {
    const point = target!;
    await open(page, `/?punto=${point.id}`);
    await expectChosen(page, point);
  });

  test('a ?punto= link to a point without coordinates explains it', async ({ page }) => {
    expect(unlocated, 'a clean point without coordinates').toBeDefined();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await open(page, `/teleton25?punto=${unlocated!.id}`);
    await expect(page.locator('.locator-note')).toContainText('no tiene una ubicación válida');
    expect(messages.some((text) => text.includes('Coordenadas no válidas'))).toBe(true);
    await expect(page.locator(`.point-list div[data-point-id="${unlocated!.id}"]`)).toContainText('Ubicación no disponible');
    await expect(page.locator(`.point-list button[data-point-id="${unlocated!.id}"]`)).toHaveCount(0);
  });

  test('a point clicked on the map is chosen in the list too', async ({ page }) => {
    // Two differently named points 150–300 m apart: at zoom 15 both are on screen.
    const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
      6_371_000 * Math.hypot((((b.lng - a.lng) * Math.PI) / 180) * Math.cos((a.lat * Math.PI) / 180), ((b.lat - a.lat) * Math.PI) / 180);
    const pair = located.flatMap((a) => located.filter((b) => b.name !== a.name && metres(a, b) > 150 && metres(a, b) < 300).map((b) => [a, b] as const)).at(0);
    expect(pair, 'two nearby clean points').toBeDefined();
    const [from, to] = pair!;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, `/?punto=${from.id}`);
    await expectMapOn(page, from);
    const canvas = page.locator('.locator .points-map-canvas');
    // A jump to zoom 15 reports its centre at once, but the points of that zoom are cut into
    // tiles by a worker afterwards: wait until the map has drawn them before clicking one.
    await expect(canvas).toHaveAttribute('data-idle', 'true', { timeout: 20_000 });
    const [lat = 0, lng = 0] = ((await canvas.getAttribute('data-center')) ?? '').split(',').map(Number);
    // Web Mercator with MapLibre's 512-pixel tiles: where the other point is drawn, from the centre.
    const world = 512 * 2 ** 15;
    const x = (lon: number) => ((lon + 180) / 360) * world;
    const y = (la: number) => ((1 - Math.log(Math.tan(Math.PI / 4 + (la * Math.PI) / 360)) / Math.PI) / 2) * world;
    const box = (await canvas.boundingBox())!;
    // Relative to the map itself, which Playwright scrolls into view and waits to be still: a
    // page that scrolls or shifts before the click does not move it off the point.
    await canvas.click({ position: { x: box.width / 2 + x(to.lng) - x(lng), y: box.height / 2 + y(to.lat) - y(lat) } });
    await expect(item(page, to.id)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('.locator-card h3')).toHaveText(to.name);
    await expectMapOn(page, to);
    expect(new URL(page.url()).searchParams.get('punto')).toBe(to.id);
  });

  test('"Cerca de mí" sorts the list by distance from the visitor', async ({ page, context }) => {
    const here = target!;
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: here.lat, longitude: here.lng });
    await open(page);
    await page.getByRole('button', { name: 'Cerca de mí' }).click();
    await expect(page.locator('.locator-message')).toHaveText('Puntos ordenados del más cercano al más lejano.');
    await expect(page.locator('.locator .list-order')).toHaveText('Del más cercano al más lejano de tu ubicación.');
    const first = page.locator('.point-list li').first();
    await expect(first.locator('[data-point-id]')).toHaveAttribute('data-point-id', here.id);
    await expect(first.locator('.point-distance')).toHaveText('0 m');
    // Distances grow down the list.
    const metres = await page.locator('.point-distance').evaluateAll((els) =>
      els.slice(0, 20).map((el) => {
        const text = el.textContent ?? '';
        const value = Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
        return text.endsWith(' km') ? value * 1000 : value;
      }),
    );
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
  });

  test('"Cerca de mí" without permission explains it in Spanish', async ({ page, context }) => {
    await context.clearPermissions();
    await open(page);
    await page.getByRole('button', { name: 'Cerca de mí' }).click();
    await expect(page.locator('.locator-message')).toContainText(/permiso|ubicación/);
    await expect(page.locator('.point-distance')).toHaveCount(0);
  });

  test('no axe violations with the panel closed and a point chosen', async ({ page }) => {
    const point = target!;
    await open(page, `/?punto=${point.id}`);
    await expectMapOn(page, point);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('MapLibre is loaded only where a map is shown', () => {
  test('not on /academia-solar, /newsletter or /bases-legales, even scrolled to the end', async ({ page }) => {
    for (const path of ['/academia-solar', '/newsletter', '/bases-legales']) {
      const urls: string[] = [];
      const record = (request: { url(): string }) => urls.push(request.url());
      page.on('request', record);
      await open(page, path);
      await page.mouse.wheel(0, 5000);
      await page.waitForLoadState('networkidle');
      page.off('request', record);
      expect(urls.length, path).toBeGreaterThan(0);
      expect(
        urls.filter((url) => /maplibre/i.test(url)),
        path,
      ).toEqual([]);
    }
  });

  test('on / once the map section is scrolled into view', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await open(page);
    await page.waitForLoadState('networkidle');
    expect(urls.filter((url) => /maplibre/i.test(url))).toEqual([]);
    const requested = page.waitForRequest(/maplibre/i);
    await page.locator('#puntos-limpios .points-map').scrollIntoViewIfNeeded();
    await requested;
    await expect(page.locator('.locator .points-map')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  });
});

test.describe('bottle counter', () => {
  const counter = (page: Page) => page.locator('#contador .counter-number');

  test('prerendered HTML shows 0; the page then shows the local count', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/class="counter-number"[^>]*>0</);
    await open(page);
    await expect(counter(page)).toHaveText('12.345');
    await expect(page.locator('#contador .counter-note')).toHaveText('');
  });

  test.describe('with a failing counter server', () => {
    // A second server of our own whose counter file does not exist: real HTTP, real 503s.
    let dir: string;
    let server: Server;
    let failing: string;

    test.beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'counter-fail-e2e-'));
      const started = await startServer({ root: E2E_SITE_DIR, counterFile: join(dir, 'no-existe.json'), inboxDir: join(dir, 'inbox') }, 0, '127.0.0.1');
      server = started.server;
      failing = `http://127.0.0.1:${started.port}/api/teleton-contador`;
    });

    test.afterAll(async () => {
      await new Promise((done) => server.close(done));
      await rm(dir, { recursive: true, force: true });
    });

    test('shows the calm message and never a 0 as the count', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.route('**/api/teleton-contador', (route) => route.continue({ url: failing }));
      await open(page);
      await expect(page.locator('#contador .counter-note')).toHaveText('El contador se actualiza en unos minutos');
      await expect(counter(page)).not.toHaveText('0');
      await expect(counter(page)).toHaveText('—');
      expect(errors.some((text) => text.includes('Error al obtener datos del contador de Teletón'))).toBe(true);
    });

    test('keeps the last good count when a refresh fails', async ({ page }) => {
      await page.clock.install();
      let calls = 0;
      await page.route('**/api/teleton-contador', (route) => (calls++ === 0 ? route.continue() : route.continue({ url: failing })));
      await open(page);
      await expect(counter(page)).toHaveText('12.345');
      await page.clock.runFor(61_000);
      await expect(page.locator('#contador .counter-note')).toHaveText('El contador se actualiza en unos minutos');
      await expect(counter(page)).toHaveText('12.345');
      expect(calls).toBeGreaterThanOrEqual(2);
    });
  });
});
