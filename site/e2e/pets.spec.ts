import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DogsFileSchema } from '../../pipeline/schema/content/dogs.ts';
import type { PetRegistrationPayload } from '../pages/(mascotas)/birthdate.ts';
import { axeViolations } from './helpers/axe.ts';
import { usesConfiguredBuild } from './helpers/configured.ts';
import { CONFIGURED_BASE, E2E_SITE_DIR } from './helpers/env.ts';
import { hydrated } from './helpers/hydrated.ts';
import { failNext, submissionsWith, uniqueName } from './helpers/inbox.ts';
import { otherOriginLog } from './helpers/other-origin.ts';
import { audioRequests, expectFreshStoryAfter, PUBLISHED_SECONDS } from './helpers/story-audio.ts';
import { TRACKING_HOSTS } from './helpers/tracking.ts';

// The published content the site was built from.
const { dogs } = DogsFileSchema.parse(JSON.parse(readFileSync(resolve('generated/content/dogs.json'), 'utf8')));

const THANKS_TITLE = 'Tus datos fueron ingresados correctamente y tu asistencia ya está confirmada.';

/** What the visitor types and picks: the payload's fields but the two the form adds. */
type Answers = Omit<PetRegistrationPayload, 'check' | 'fecha_nacimiento'>;

function answersFor(prefix: string, date: Pick<Answers, 'day' | 'month' | 'year'> = { day: '11', month: 'Marzo', year: '1985' }): Answers {
  const name = uniqueName(prefix);
  return { name, ...date, email: `${name.replace(/\s+/g, '.').toLowerCase()}@ejemplo.cl`, phone: '+56 9 1234 5678' };
}

/** The exact JSON the webhook must receive (day and year as the strings the selects hold). */
function payload(a: Answers): PetRegistrationPayload {
  return {
    name: a.name,
    day: a.day,
    month: a.month,
    year: a.year,
    email: a.email,
    phone: a.phone,
    check: true,
    fecha_nacimiento: `${a.day}-${a.month}-${a.year}`,
  };
}

const form = (page: Page) => page.getByRole('form', { name: 'Confirmar asistencia' });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Confirmar asistencia' });

async function fill(page: Page, a: Answers): Promise<void> {
  const f = form(page);
  await f.getByLabel('Nombre', { exact: true }).fill(a.name);
  await f.getByLabel('Día', { exact: true }).selectOption(a.day);
  await f.getByLabel('Mes', { exact: true }).selectOption(a.month);
  await f.getByLabel('Año', { exact: true }).selectOption(a.year);
  await f.getByLabel('E-Mail', { exact: true }).fill(a.email);
  await f.getByLabel('Teléfono', { exact: true }).fill(a.phone);
  await f.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
}

/** Opens /mascotas, hydrated, listing every POST the page makes from then on (none may go when the form refuses a date). */
async function openListingPosts(page: Page): Promise<{ f: ReturnType<typeof form>; posts: string[] }> {
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST') posts.push(req.url());
  });
  await page.goto('/mascotas');
  await hydrated(page);
  return { f: form(page), posts };
}

async function expectKept(page: Page, a: Answers): Promise<void> {
  const f = form(page);
  await expect(f.getByLabel('Nombre', { exact: true })).toHaveValue(a.name);
  await expect(f.getByLabel('Día', { exact: true })).toHaveValue(a.day);
  await expect(f.getByLabel('Mes', { exact: true })).toHaveValue(a.month);
  await expect(f.getByLabel('Año', { exact: true })).toHaveValue(a.year);
  await expect(f.getByLabel('E-Mail', { exact: true })).toHaveValue(a.email);
  await expect(f.getByLabel('Teléfono', { exact: true })).toHaveValue(a.phone);
  await expect(f.getByRole('checkbox', { name: /Acepto los términos y condiciones/ })).toBeChecked();
}

async function expectThanks(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/mascotas-gracias$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANKS_TITLE);
  // Reached by a navigation in the browser: the head follows the page, which is not to be indexed.
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { name: 'TE ESPERAMOS' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  // Not bare text: the event's picture, when and where, and a way back to the event.
  await expect(page.locator('.pets-thanks-image')).toBeVisible();
  await expect.poll(() => page.locator('.pets-thanks-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('.pets-thanks-event')).toContainText('11:00');
  await expect(page.getByRole('link', { name: 'Volver al evento' })).toHaveAttribute('href', '/mascotas');
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('/mascotas page', () => {
  test('event, pets menu, foundations, collaboration and the pets footer', async ({ page }) => {
    await page.goto('/mascotas');
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    const menu = page.getByRole('navigation', { name: 'Menú de mascotas' });
    const expected: [string, string][] = [
      ['Home', '/'],
      ['Perritos', '/listamascotas'],
      ['Luna de juegos', '/luna-de-juegos'],
      ['Academia Solar', '/academia-solar'],
      ['kidzapalooza', '/kidzapalooza'],
      ['Suscríbete', '/newsletter'],
    ];
    for (const [name, href] of expected) await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    const event = page.locator('.pets-event');
    await expect(event).toContainText('Sábado 11 de marzo');
    await expect(event).toContainText('11:00 a 17:00 horas');
    await expect(event).toContainText('Parque');
    const foundations = page.getByRole('region', { name: 'Fundaciones que participan' });
    await expect(foundations.getByRole('img')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Colabora con las fundaciones' })).toBeVisible();
    await expect(page.locator('.pets-footer').getByRole('img', { name: 'Un perro sentado' })).toBeVisible();
    await expect(page.locator('.pets-footer').getByRole('img', { name: 'Un gato sentado' })).toBeVisible();
  });

  test('the pets menu opens with the hamburger and closes on an outside click', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mascotas');
    await hydrated(page);
    const list = page.getByRole('navigation', { name: 'Menú de mascotas' }).getByRole('list');
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(list).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(list).toBeHidden();
  });

  test('the date selects offer 1–31, the twelve months and the years down to 1900; terms open the PDF in a new tab', async ({ page }) => {
    await page.goto('/mascotas');
    await hydrated(page);
    const f = form(page);
    const options = (label: string) => f.getByLabel(label, { exact: true }).locator('option:not([disabled])').allTextContents();
    const days = await options('Día');
    expect(days).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)));
    expect(await options('Mes')).toEqual([
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Septiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
    ]);
    const years = await options('Año');
    expect(years[0]).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)).toBe('1900');
    for (const label of ['Nombre', 'Día', 'Mes', 'Año', 'E-Mail', 'Teléfono']) {
      await expect(f.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    }
    await expect(f.getByLabel('E-Mail', { exact: true })).toHaveAttribute('type', 'email');
    await expect(f.getByLabel('Teléfono', { exact: true })).toHaveAttribute('type', 'tel');
    const terms = f.getByRole('link', { name: /términos y condiciones/ });
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('href', /bases-mascotas[^/]*\.pdf$/);
  });
});

test.describe('registration (posts to the mascotas inbox)', () => {
  test('sends exactly the payload once, then goes to the thank-you page', async ({ page }) => {
    const answers = answersFor('Mascotas ok');
    await page.goto('/mascotas');
    await hydrated(page);
    await fill(page, answers);
    await submitButton(page).click();

    await expectThanks(page);
    const stored = await submissionsWith('mascotas', 'name', answers.name);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toEqual(payload(answers));
    expect(stored[0]?.data.fecha_nacimiento).toBe('11-Marzo-1985');
  });

  test('an impossible date is rejected on the date group and nothing is posted', async ({ page }) => {
    const names: string[] = [];
    const { f, posts } = await openListingPosts(page);
    for (const date of [
      { day: '31', month: 'Febrero', year: '1988', message: 'La fecha no existe: Febrero de 1988 tiene 29 días' },
      { day: '29', month: 'Febrero', year: '1987', message: 'La fecha no existe: Febrero de 1987 tiene 28 días' },
      { day: '31', month: 'Abril', year: '1987', message: 'La fecha no existe: Abril de 1987 tiene 30 días' },
    ]) {
      const answers = answersFor('Mascotas fecha', date);
      names.push(answers.name);
      await fill(page, answers);
      await submitButton(page).click();
      const day = f.getByLabel('Día', { exact: true });
      await expect(f.locator('#fecha-nacimiento-error')).toHaveText(new RegExp(date.message));
      await expect(day).toBeFocused();
      for (const label of ['Día', 'Mes', 'Año']) {
        await expect(f.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
        await expect(f.getByLabel(label, { exact: true })).toHaveAttribute('aria-describedby', 'fecha-nacimiento-error');
      }
      await expect(page).toHaveURL(/\/mascotas$/);
    }
    await expectNoAxeViolations(page);
    // Choosing a day that exists clears the message.
    await f.getByLabel('Día', { exact: true }).selectOption('30');
    await expect(f.locator('#fecha-nacimiento-error')).toBeHidden();
    await expect(f.getByLabel('Día', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
    for (const name of names) expect(await submissionsWith('mascotas', 'name', name)).toEqual([]);
  });

  test('a birth date of someone younger than 18 is refused with a Spanish message, every answer kept and nothing posted; the page says why it asks', async ({
    page,
  }) => {
    const { f, posts } = await openListingPosts(page);
    await expect(page.getByRole('region', { name: 'Confirma tu asistencia' })).toContainText('18 años o más');
    // Who else receives the data, if anyone does: the foundation of a dog that is adopted.
    await expect(f.locator('.form-notice')).toContainText('la fundación que lo rescató recibe tu nombre, tu correo y tu teléfono');
    const answers = answersFor('Mascotas menor', { day: '1', month: 'Enero', year: String(new Date().getFullYear() - 17) });
    await fill(page, answers);
    await submitButton(page).click();
    await expect(f.locator('#fecha-nacimiento-error')).toHaveText(
      /^Según la fecha de nacimiento que elegiste, tienes menos de 18 años: para inscribirte en el evento de adopción debes tener 18 años o más\./,
    );
    await expect(f.getByLabel('Día', { exact: true })).toBeFocused();
    await expect(f.getByLabel('Año', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectKept(page, answers);
    await expect(page).toHaveURL(/\/mascotas$/);
    await expectNoAxeViolations(page);
    // An adult's year clears the message, and the registration goes.
    await f.getByLabel('Año', { exact: true }).selectOption(String(new Date().getFullYear() - 19));
    await expect(f.locator('#fecha-nacimiento-error')).toBeHidden();
    expect(posts).toEqual([]);
    expect(await submissionsWith('mascotas', 'name', answers.name)).toEqual([]);
  });

  test('a failing webhook logs the error, shows the Spanish message, keeps every field; a retry sends it once', async ({ page }) => {
    const answers = answersFor('Mascotas falla', { day: '29', month: 'Febrero', year: '1988' });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await failNext(page, 'mascotas', 1);
    await page.goto('/mascotas');
    await hydrated(page);
    await fill(page, answers);
    await submitButton(page).click();

    const alert = form(page).getByRole('alert');
    await expect(alert).toContainText('No pudimos enviar tus datos');
    await expect(alert).toContainText('Tus datos siguen en el formulario');
    await expect(page).toHaveURL(/\/mascotas$/);
    await expectKept(page, answers);
    await expect(submitButton(page)).toBeEnabled();
    expect(errors.some((text) => text.includes('Error al enviar la informacion'))).toBe(true);
    expect(await submissionsWith('mascotas', 'name', answers.name)).toEqual([]);
    await expectNoAxeViolations(page);

    await submitButton(page).click();
    await expectThanks(page);
    const stored = await submissionsWith('mascotas', 'name', answers.name);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toEqual(payload(answers));
  });
});

test('tracking with the IDs unset (the test build): /mascotas, /mascotas-gracias and a dog page load no third-party script', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (req) => {
    if (TRACKING_HOSTS.test(req.url())) thirdParty.push(req.url());
  });
  for (const path of ['/mascotas', '/mascotas-gracias', '/listamascotas/kuyen']) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(thirdParty, path).toEqual([]);
    expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq), path).toBe('undefined');
    expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag), path).toBe('undefined');
  }
});

test.describe('the form posting to a webhook on another origin (the configured build)', () => {
  usesConfiguredBuild();

  // No page.route here: with requests intercepted, the browser would not send a preflight at all.
  test('the registration reaches the webhook on another origin as a simple request: the JSON once, no preflight', async ({ page }) => {
    await page.goto(`${CONFIGURED_BASE}/mascotas`);
    await hydrated(page);
    const answers = answersFor('Mascotas webhook');
    await fill(page, answers);
    await submitButton(page).click();
    await expectThanks(page);
    const hook = (await otherOriginLog()).filter((call) => call.path === '/hook/mascotas');
    const mine = hook.filter((call) => call.body.includes(answers.name));
    expect(mine.map((call) => call.method)).toEqual(['POST']);
    expect(mine[0]?.type).toBe('text/plain;charset=UTF-8');
    expect(JSON.parse(mine[0]!.body)).toEqual(payload(answers));
    // No registration, this one or another test's, ever made the browser ask first.
    expect(hook.filter((call) => call.method !== 'POST')).toEqual([]);
  });
});

test.describe('dog pages', () => {
  test('the content has the 43 dogs, ids 1–20 and 22–44', () => {
    expect(dogs).toHaveLength(43);
    expect(dogs.some((dog) => dog.id === 21)).toBe(false);
  });

  test('every canonical page is prerendered with its name, photo, story and foundation logo', async ({ request }) => {
    for (const dog of dogs) {
      const res = await request.get(`/listamascotas/${dog.slug}`);
      expect(res.status(), dog.slug).toBe(200);
      const html = await res.text();
      expect(html).toContain(`Hola, Soy ${dog.name}`);
      expect(html).toContain('¡Escucha mi historia aquí!');
      expect(html).toContain(`la historia de ${dog.name}`);
      const foundation = dog.id <= 20 ? 1 : dog.id <= 31 ? 2 : 3;
      for (const n of [1, 2, 3]) expect(html.includes(`/fundacion-${n}.`), `${dog.slug}: fundación ${n}`).toBe(n === foundation);
      expect(html).toContain(`/${dog.slug}.`);
      expect(html).toContain('href="/mascotas"');
    }
  });

  test('a family finds a dog from the event: /mascotas → the list of every dog → its story, and back to the list', async ({ page }) => {
    await page.goto('/mascotas');
    await hydrated(page);
    await page.getByRole('link', { name: `Ver los ${dogs.length} perritos` }).click();
    await expect(page).toHaveURL(/\/listamascotas$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perritos en adopción');
    const list = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: /Kuyén/ }) });
    const cards = list.getByRole('link');
    await expect(cards).toHaveCount(dogs.length);
    // Each card: the dog's photo and name, its foundation's logo named for the foundation, its page.
    const shown = await cards.evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href'), photo: link.querySelector('img')?.getAttribute('src') ?? '' })),
    );
    expect(shown.map(({ href, photo }) => ({ href, photo: photo.replace(/^.*\/([^/.]+)\.[^/]*$/, '$1') }))).toEqual(
      dogs.map((dog) => ({ href: `/listamascotas/${dog.slug}`, photo: dog.slug })),
    );
    for (const [index, dog] of dogs.entries()) {
      const foundation = ['Fundación Patitas', 'Fundación Huellas del Sur', 'Fundación Hocico Feliz'][dog.id <= 20 ? 0 : dog.id <= 31 ? 1 : 2];
      await expect(cards.nth(index)).toHaveAccessibleName(`${dog.name} ${foundation}`);
    }
    await page.getByRole('link', { name: /^Kuyén / }).click();
    await expect(page).toHaveURL(/\/listamascotas\/kuyen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Soy Kuyén');
    // The way back sits below the pets header and leads to the list.
    const back = page.getByRole('link', { name: 'Ver todos los perritos' });
    const header = page.getByRole('navigation', { name: 'Menú de mascotas' });
    expect((await back.boundingBox())?.y ?? 0).toBeGreaterThan((await header.boundingBox())?.y ?? Number.POSITIVE_INFINITY);
    await back.click();
    await expect(page).toHaveURL(/\/listamascotas$/);
  });

  test("/listamascotas/KUYEN, /listamascotas/kuyen and /listamascotas/Kuy%C3%A9n reach Kuyén's page", async ({ page }) => {
    for (const path of ['/listamascotas/KUYEN', '/listamascotas/kuyen', '/listamascotas/Kuy%C3%A9n']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/listamascotas\/kuyen$/);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Hola, Soy Kuyén');
    }
  });

  test('an unknown name answers 404 with "Perrito no encontrado" and a way back to /mascotas', async ({ page }) => {
    const response = await page.goto('/listamascotas/firulais');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perrito no encontrado');
    await expect(page.getByRole('link', { name: 'Ir al evento de adopción' })).toHaveAttribute('href', '/mascotas');
  });

  test.describe('on a static host (only 404.html for unknown paths)', () => {
    async function serve404For(page: Page, pattern: RegExp): Promise<void> {
      const html = await readFile(join(E2E_SITE_DIR, '404.html'), 'utf8');
      await page.route(pattern, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: html }));
    }

    test('the 404 page sends another spelling of a dog to its canonical page', async ({ page }) => {
      await serve404For(page, /\/listamascotas\/DAL%C3%8D$/);
      await page.goto('/listamascotas/DAL%C3%8D');
      await expect(page).toHaveURL(/\/listamascotas\/dali$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Soy Dalí');
    });

    test('the 404 page shows "Perrito no encontrado" for an unknown dog, the generic text elsewhere', async ({ page }) => {
      await serve404For(page, /\/listamascotas\/firulais$/);
      await page.goto('/listamascotas/firulais');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perrito no encontrado');
      await expect(page.getByRole('link', { name: 'Ir al evento de adopción' })).toHaveAttribute('href', '/mascotas');
      await page.goto('/otra-ruta-que-no-existe');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lo sentimos, no hemos encontrado esta página');
    });
  });

  test('the photo comes first: the pictures below the story load lazily, and when scrolled to', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/listamascotas/kuyen');
    await hydrated(page);
    const photo = page.getByRole('img', { name: 'Foto de Kuyén' });
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).not.toHaveAttribute('loading', 'lazy');
    const below = page.locator('.dog-logos img, .pets-footer img');
    await expect(below).toHaveCount(4);
    for (const img of await below.all()) await expect(img).toHaveAttribute('loading', 'lazy');
    // None is preloaded ahead of the photo (the site logo is, for the header's copy above the fold).
    const preloaded = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    const headerLogo = await page.locator('.pets-top img').getAttribute('src');
    const sources = await below.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
    expect(sources.filter((src) => src !== headerLogo)).toHaveLength(3);
    for (const src of sources) if (src !== headerLogo) expect(preloaded).not.toContain(src);
    // A visitor who scrolls down sees them all.
    await page.locator('.pets-footer').scrollIntoViewIfNeeded();
    for (const img of await below.all()) await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  });

  test('one dog after another: the second story starts fresh, with its own length', async ({ page }) => {
    const story = (dog: (typeof dogs)[number]) => ({ path: `/listamascotas/${dog.slug}`, name: dog.name, seconds: PUBLISHED_SECONDS[dog.audio]! });
    // The first dog, then the next one whose story differs in length by a whole second on the clock.
    const clock = (dog: (typeof dogs)[number]) => Math.floor(PUBLISHED_SECONDS[dog.audio]!);
    const first = dogs[0]!;
    const second = dogs.find((dog) => clock(dog) !== clock(first))!;
    await expectFreshStoryAfter(page, story(first), story(second));
  });

  test("the dog's audio player plays and stops, back at 00m 00s", async ({ page }) => {
    const requested = audioRequests(page);
    await page.goto('/listamascotas/kuyen');
    await hydrated(page);
    const elapsed = page.locator('.audio-elapsed');
    await expect(elapsed).toHaveText('00m 00s');
    // The length shows before play, from the pipeline's measure; nothing of the file is downloaded yet.
    const length = Math.floor(PUBLISHED_SECONDS['dogs/kuyen.mp3']!);
    await expect(page.locator('.audio-total')).toHaveText(`00m ${String(length).padStart(2, '0')}s`);
    expect(requested).toEqual([]);
    await page.getByRole('button', { name: 'Reproducir la historia de Kuyén' }).click();
    await expect(page.getByRole('button', { name: 'Detener la historia de Kuyén' })).toBeVisible();
    await expect(elapsed).not.toHaveText('00m 00s', { timeout: 10_000 });
    expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.volume)).toBeCloseTo(0.1);
    await page.getByRole('button', { name: 'Detener la historia de Kuyén' }).click();
    await expect(page.getByRole('button', { name: 'Reproducir la historia de Kuyén' })).toBeVisible();
    await expect(elapsed).toHaveText('00m 00s');
    expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused && audio.currentTime === 0)).toBe(true);
  });
});
