import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { z } from 'zod';
import { CollectionPointSchema } from '../../pipeline/schema/collection-point.ts';
import { SANTIAGO_CENTRE } from '../points/order.ts';
import { distanceKm } from '../points/search.ts';
import { axeViolations } from './helpers/axe.ts';
import { hydrated } from './helpers/hydrated.ts';

const points = z.array(CollectionPointSchema).parse(JSON.parse(readFileSync('generated/collection-points.json', 'utf8')));
const located = points.filter((p): p is typeof p & { lat: number; lng: number } => p.lat !== null && p.lng !== null);
/** Open on Wednesdays 09:30–17:30 (the main operator's usual hours). */
const weekday = located.find((p) => p.schedule?.some((o) => o.day === 3 && o.opens === '09:30' && o.closes === '17:30'));
/** Open only on Saturday and Sunday. */
const weekend = points.find((p) => p.schedule !== null && p.schedule.length > 0 && p.schedule.every((o) => o.day >= 6));
/** A point whose contact cell was the spreadsheet error `#ERROR!`. */
const broken = points.find((p) => p.findings.some((f) => f.field === 'contacto' && f.raw === '#ERROR!'));

const PATH = '/puntos-de-reciclaje';
const entry = (page: Page, id: string) => page.locator(`#punto-${id}`);
const count = (n: number) => `${n.toLocaleString('es-CL')} ${n === 1 ? 'punto de reciclaje' : 'puntos de reciclaje'}`;

async function open(page: Page, path = PATH) {
  await page.goto(path);
  await hydrated(page);
}

test.describe('directory of collection points', () => {
  // Real MapLibre in software WebGL and axe on a long page: slow on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(() => {
    expect(weekday, 'a point open Wednesday 09:30–17:30').toBeDefined();
    expect(weekend, 'a point open only on weekends').toBeDefined();
    expect(broken, 'a point whose contacto was #ERROR!').toBeDefined();
  });

  test('the HTML carries the first page only; the whole list arrives after load and the filters wait for it', async ({ page, request }) => {
    const html = await (await request.get(PATH)).text();
    // The page's own data: the first page of the list and the whole list's address, not the list.
    const pageContext = /<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    const data = (JSON.parse(pageContext ?? 'null') as { data: { first: string; total: number; listUrl: string } & Record<string, unknown> }).data;
    expect(Object.keys(data).sort()).toEqual(['first', 'icons', 'listUrl', 'options', 'regions', 'text', 'title', 'total']);
    // The first page is packed as one JSON string (framework/packed.ts).
    expect(JSON.parse(data.first) as { id: string }[]).toHaveLength(24);
    expect(data.total).toBe(points.length);
    const listUrl = data.listUrl;
    expect(listUrl).toMatch(/^\/data\/puntos-de-reciclaje\.json\?v=[0-9a-f]{12}$/);
    // Every point of the export, none of its raw cells or findings.
    const body = await (await request.get(listUrl)).body();
    // The version in the address is the file's content hash: a cached copy is never stale.
    expect(listUrl.endsWith(`?v=${createHash('sha256').update(body).digest('hex').slice(0, 12)}`)).toBe(true);
    const list = JSON.parse(body.toString('utf8')) as { id: string; findings?: unknown }[];
    expect(list.map((p) => p.id).sort()).toEqual(points.map((p) => p.id).sort());
    expect(list.some((p) => 'findings' in p)).toBe(false);
    expect(html.match(/class="directory-item/g)).toHaveLength(24);
    expect(html).toContain(count(points.length));

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/data/puntos-de-reciclaje.json*', async (route) => {
      await held;
      await route.continue();
    });
    await open(page);
    await expect(page.getByRole('status').filter({ hasText: 'Cargando la lista completa' })).toBeVisible();
    await expect(page.getByLabel('Región')).toBeDisabled();
    await expect(page.getByRole('button', { name: /Mostrar más/ })).toBeDisabled();
    release();
    await expect(page.getByLabel('Región')).toBeEnabled();
    await expect(page.getByText('Cargando la lista completa')).toHaveCount(0);
    await page.getByRole('button', { name: /Mostrar más/ }).click();
    await expect(page.locator('.directory-item')).toHaveCount(48);
  });

  test('a failed list download is explained in Spanish and can be retried', async ({ page }) => {
    let failures = 1;
    await page.route('**/data/puntos-de-reciclaje.json*', async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 503, body: 'no disponible' });
      else await route.continue();
    });
    await open(page);
    const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar la lista completa' });
    await expect(alert).toBeVisible();
    await expect(page.locator('.directory-item')).toHaveCount(24);
    await expect(page.getByLabel('Región')).toBeDisabled();
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByLabel('Región')).toBeEnabled();
  });

  test('the list starts nearest central Santiago; a region is found by any of its names; "Cerca de mí" reorders it', async ({ page, context }) => {
    const km = (p: { lat: number | null; lng: number | null }, from: { lat: number; lng: number } = SANTIAGO_CENTRE) =>
      p.lat !== null && p.lng !== null ? distanceKm(from, { lat: p.lat, lng: p.lng }) : Number.POSITIVE_INFINITY;
    const shown = () => page.locator('.directory-item').evaluateAll((els) => els.map((el) => el.getAttribute('data-point-id') ?? ''));
    const byId = new Map(points.map((p) => [p.id, p]));
    const distances = async (from?: { lat: number; lng: number }) => (await shown()).map((id) => km(byId.get(id)!, from));

    await open(page);
    await expect(page.locator('.directory .list-order')).toHaveText('Del más cercano al más lejano del centro de Santiago.');
    const first = await distances();
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(byId.get((await shown())[0]!)?.region).toBe('Metropolitana');
    await expect(page.getByLabel('Región')).toBeEnabled();

    // "RM": the Metropolitana points, before any "rm" inside a word.
    const metro = points.filter((p) => p.regionCode === 'CL-RM');
    expect(metro.length).toBeGreaterThan(0);
    await page.getByLabel('Buscar por nombre o dirección').fill('RM');
    await expect(page.locator('.directory .list-order')).toContainText('Primero, los puntos de la región Metropolitana de Santiago.');
    const rm = await shown();
    expect(rm.slice(0, Math.min(rm.length, metro.length)).every((id) => byId.get(id)?.regionCode === 'CL-RM')).toBe(true);
    await page.getByLabel('Buscar por nombre o dirección').fill('Región de La Araucanía');
    const araucania = points.filter((p) => p.regionCode === 'CL-AR').length;
    expect(araucania).toBeGreaterThan(0);
    await expect(page.locator('.directory-count')).toHaveText(count(araucania));
    await page.getByLabel('Buscar por nombre o dirección').fill('');

    // From the visitor's position: nearest first, with the distance.
    const here = located.find((p) => p.region === 'Los Lagos' && located.filter((q) => q.lat === p.lat && q.lng === p.lng).length === 1)!;
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: here.lat, longitude: here.lng });
    await page.getByRole('button', { name: 'Cerca de mí' }).click();
    await expect(page.locator('.directory .list-order')).toHaveText('Del más cercano al más lejano de tu ubicación.');
    await expect(page.locator('.directory-item').first()).toHaveAttribute('data-point-id', here.id);
    await expect(page.locator('.directory-item').first().locator('.directory-distance')).toHaveText('A 0 m de tu ubicación');
    const near = await distances(here);
    expect(near).toEqual([...near].sort((a, b) => a - b));
    await page.getByRole('button', { name: 'Quitar orden por cercanía' }).click();
    await expect(page.locator('.directory .list-order')).toHaveText('Del más cercano al más lejano del centro de Santiago.');
  });

  test('filtering by region narrows the list and the comuna options', async ({ page }) => {
    await open(page);
    await expect(page.locator('.directory-count')).toHaveText(count(points.length));
    const comunas = page.getByLabel('Comuna', { exact: true }).locator('option');
    const allComunas = await comunas.count();

    const region = 'Los Lagos';
    const inRegion = points.filter((p) => p.region === region);
    expect(inRegion.length).toBeGreaterThan(0);
    await page.getByLabel('Región').selectOption(region);
    await expect(page.locator('.directory-count')).toHaveText(count(inRegion.length));
    await expect(page.getByTestId('directory-announced')).toHaveText(count(inRegion.length));
    const shownIds = await page.locator('.directory-item').evaluateAll((els) => els.map((el) => el.getAttribute('data-point-id')));
    expect(shownIds.length).toBeGreaterThan(0);
    expect(inRegion.map((p) => p.id)).toEqual(expect.arrayContaining(shownIds));

    const expectedComunas = [...new Set(inRegion.map((p) => p.comuna))].sort((a, b) => a.localeCompare(b, 'es'));
    await expect(comunas).toHaveText(['Todas las comunas', ...expectedComunas]);
    expect(expectedComunas.length + 1).toBeLessThan(allComunas);

    // A comuna narrows further; another region drops it.
    const comuna = expectedComunas[0]!;
    await page.getByLabel('Comuna', { exact: true }).selectOption(comuna);
    await expect(page.locator('.directory-count')).toHaveText(count(inRegion.filter((p) => p.comuna === comuna).length));
    await page.getByLabel('Región').selectOption('Metropolitana');
    await expect(page.getByLabel('Comuna', { exact: true })).toHaveValue('');
  });

  test('"abierto ahora" is computed after hydration at the visitor\'s time', async ({ page, request }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).not.toContain('Abierto ahora');
    expect(html).not.toContain('Cerrado ahora');

    // Wednesday 15 January 2025, 12:00 in Santiago.
    await page.clock.setFixedTime(new Date('2025-01-15T12:00:00-03:00'));
    await open(page, `${PATH}?punto=${weekday!.id}`);
    await expect(entry(page, weekday!.id).locator('.open-badge')).toHaveText('Abierto ahora');
    await open(page, `${PATH}?punto=${weekend!.id}`);
    await expect(entry(page, weekend!.id).locator('.open-badge')).toHaveText('Cerrado ahora');
  });

  test('a #ERROR! contact shows no phone link and never the error text', async ({ page, request }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).not.toContain('#ERROR!');
    await open(page, `${PATH}?punto=${broken!.id}`);
    const item = entry(page, broken!.id);
    await expect(item).toBeVisible();
    await expect(item.locator('a[href^="tel:"]')).toHaveCount(broken!.phones.length);
    expect(broken!.phones).toEqual([]);
    expect(await page.content()).not.toContain('#ERROR!');
    await expect(page.getByText('#ERROR!')).toHaveCount(0);
  });

  test('contacts are tel: and mailto: links from the cleaned data', async ({ page }) => {
    const point = points.find((p) => p.phones.length > 0 && p.emails.length > 0)!;
    await open(page, `${PATH}?punto=${point.id}`);
    const item = entry(page, point.id);
    const phone = point.phones[0]!;
    await expect(item.locator(`a[href="tel:${phone.e164}"]`)).toHaveText(phone.display);
    await expect(item.locator(`a[href="mailto:${point.emails[0]}"]`)).toHaveText(point.emails[0]!);
  });

  test('a ?punto= link selects and centres that point', async ({ page }) => {
    const point = weekday!;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, `${PATH}?punto=${point.id}`);
    await expect(entry(page, point.id)).toHaveAttribute('aria-current', 'true');
    const canvas = page.locator('.directory .points-map-canvas');
    await expect.poll(() => canvas.getAttribute('data-zoom'), { timeout: 20_000 }).toBe('15.00');
    await expect
      .poll(async () => {
        const [lat = Number.NaN, lng = Number.NaN] = ((await canvas.getAttribute('data-center')) ?? '').split(',').map(Number);
        return Math.max(Math.abs(lat - point.lat), Math.abs(lng - point.lng));
      })
      .toBeLessThan(0.0005);
    await expect(page.locator(`img.map-marker[title="${point.name}"]`)).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the map starts on central Chile at zoom 6', async ({ page }) => {
    await open(page);
    const canvas = page.locator('.directory .points-map-canvas');
    await expect.poll(() => canvas.getAttribute('data-zoom'), { timeout: 20_000 }).toBe('6.00');
    await expect(canvas).toHaveAttribute('data-center', '-33.45600,-70.69900');
  });
});
