import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { z } from 'zod';
import { CleanPointSchema } from '../../pipeline/schema/clean-point.ts';
import { CollectionPointSchema } from '../../pipeline/schema/collection-point.ts';
import { consentBox, consentField } from './helpers/consent-box.ts';
import { hydrated } from './helpers/hydrated.ts';
import { submissionsWith, uniqueName } from './helpers/inbox.ts';

/**
 * Every flow of the site done with the keyboard alone: Tab, Shift+Tab, Enter, Space, the
 * arrows and typing. No clicks and no `fill()`: locators only say what must have the focus
 * and what must be on screen. At each step the focused element is on screen and shows a
 * focus indicator (an outline or a ring drawn as a box shadow).
 */

interface CourseContent {
  key: string;
  slug: string;
  title: string;
  questionary: { answers: { letter: string; text: string }[]; correct: string };
}

const { courses } = JSON.parse(readFileSync(resolve('generated/content/courses.json'), 'utf8')) as { courses: CourseContent[] };
const { games } = JSON.parse(readFileSync(resolve('generated/content/games.json'), 'utf8')) as { games: { title: string }[] };
const publishedCleanPoints = z.array(CleanPointSchema).parse(JSON.parse(readFileSync('generated/clean-points.json', 'utf8')));
const collectionPoints = z.array(CollectionPointSchema).parse(JSON.parse(readFileSync('generated/collection-points.json', 'utf8')));

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** The focused element is on screen and draws a focus indicator. */
async function expectFocusShown(page: Page): Promise<void> {
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  await expect(focused).toBeInViewport();
  const indicator = await focused.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return {
      outline,
      ring,
      describe: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} outline=${style.outlineStyle} ${style.outlineWidth} box-shadow=${style.boxShadow}`,
    };
  });
  expect(indicator.outline || indicator.ring, `indicador de foco en ${indicator.describe}`).toBe(true);
}

async function isFocused(target: Locator): Promise<boolean> {
  // evaluateAll does not wait for the element to exist.
  return target.evaluateAll((els) => els.some((el) => el === document.activeElement));
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, then checks the focus is shown. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      await expectFocusShown(page);
      return;
    }
  }
  throw new Error(`no se alcanzó ${target.toString()} con ${back ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * Presses one key and checks where the focus ended up. A heading that receives the focus
 * when a step changes is not a control: it only has to be on screen, with no focus ring.
 */
async function press(page: Page, key: string, focused?: Locator, { control = true } = {}): Promise<void> {
  await page.keyboard.press(key);
  if (!focused) return;
  await expect(focused).toBeFocused();
  if (control) await expectFocusShown(page);
  else await expect(focused).toBeInViewport();
}

/** Types into the focused field and checks it holds the text. */
/**
 * Ticks "Acepto los términos y condiciones" with Space (and the adult's consent, on a form that
 * asks for it) and sends the form with Enter on `send`.
 */
async function acceptTermsAndSend(page: Page, scope: Page | Locator, send: string, { consent = true } = {}): Promise<void> {
  const terms = scope.getByRole('checkbox', { name: /Acepto los términos y condiciones/ });
  await tabTo(page, terms);
  await press(page, 'Space');
  await expect(terms).toBeChecked();
  if (consent) {
    await tabTo(page, consentBox(scope));
    await press(page, 'Space');
    await expect(consentBox(scope)).toBeChecked();
  }
  await tabTo(page, scope.getByRole('button', { name: send }));
  await page.keyboard.press('Enter');
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/**
 * Types a date into a focused `<input type="date">`. The order of its parts follows the
 * browser's own language (day first in es-CL, month first in en-US), so the dates typed here
 * have the same day and month and the year last, which reads the same in both.
 */
async function typeDate(page: Page, field: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  expect(day, 'día y mes iguales').toBe(month);
  await expect(field).toBeFocused();
  await page.keyboard.type(`${day}${month}${year}`);
  await expect(field).toHaveValue(iso);
}

test.describe('keyboard only', () => {
  // A walk is many key presses, each one checked: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('site menu: the hamburger opens, a link is followed, and tabbing out closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/academia-solar');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const menu = nav.getByRole('list');

    // The first Tab offers the skip link, and it is shown.
    await press(page, 'Tab', page.getByRole('link', { name: 'Saltar al contenido' }));
    await tabTo(page, page.getByRole('button', { name: 'Abrir menú' }));
    await press(page, 'Enter', page.getByRole('button', { name: 'Cerrar menú' }));
    await expect(menu).toBeVisible();

    // Tabbing past the last link leaves the menu: the open menu has made room for itself below the
    // header, so it never hides the element that now has the focus.
    const links = menu.getByRole('link');
    await press(page, 'Tab', links.first());
    const count = await links.count();
    for (let i = 1; i < count; i++) await press(page, 'Tab', links.nth(i));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false)).toBe(true);
    await expectFocusShown(page);
    const uncovered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const box = focused.getBoundingClientRect();
      return focused.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(uncovered).toBe(true);
    // Escape closes it from anywhere.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // Back to the toggle, open again and follow "Suscríbete".
    await tabTo(page, nav.getByRole('button', { name: 'Abrir menú' }), { back: true });
    await press(page, 'Space', nav.getByRole('button', { name: 'Cerrar menú' }));
    await tabTo(page, menu.getByRole('link', { name: 'Suscríbete' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/newsletter$/);
    // A new page loads: the first Tab offers its skip link, which leads to its content.
    await hydrated(page);
    await press(page, 'Tab', page.getByRole('link', { name: 'Saltar al contenido' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false)).toBe(true);
    await expectFocusShown(page);
  });

  for (const c of [
    { path: '/newsletter', form: 'newsletter', emailKey: 'emailForm', success: '¡Gracias por suscribirte!' },
    { path: '/dia-del-nino', form: 'dia-del-nino', emailKey: 'emailform', success: '¡Inscripción lista!' },
  ] as const) {
    test(`${c.path}: the sign-up is filled and sent from the keyboard`, async ({ page }) => {
      await open(page, c.path);
      const form = page.getByRole('form', { name: 'Formulario de inscripción' });
      const name = uniqueName('Teclado');
      const email = `${name.replace(/\s+/g, '.').toLowerCase()}@ejemplo.cl`;
      const birth = '2016-09-09';

      if (c.form === 'newsletter') {
        // Who the subscription is for: a radio group, Tab into it, an arrow to the second option.
        await tabTo(page, form.getByRole('radio', { name: /^Para mí/ }));
        await press(page, 'ArrowDown', form.getByRole('radio', { name: 'Para una niña o un niño a mi cargo' }));
        await expect(form.getByRole('radio', { name: 'Para una niña o un niño a mi cargo' })).toBeChecked();
      }
      await tabTo(page, form.getByLabel('Nombre'));
      await typeInto(page, form.getByLabel('Nombre'), name);
      // The fields in their order on the page.
      const order = c.form === 'newsletter' ? (['email', 'date'] as const) : (['date', 'email'] as const);
      for (const field of order) {
        if (field === 'email') {
          await tabTo(page, form.getByLabel('Correo electrónico'));
          await typeInto(page, form.getByLabel('Correo electrónico'), email);
        } else {
          await tabTo(page, form.getByLabel('Fecha de nacimiento'));
          await typeDate(page, form.getByLabel('Fecha de nacimiento'), birth);
        }
      }
      await acceptTermsAndSend(page, form, 'Enviar');

      const heading = page.getByRole('heading', { level: 2, name: c.success });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect
        .poll(async () => (await submissionsWith(c.form, 'nameForm', name)).map((entry) => entry.data))
        .toEqual([{ nameForm: name, [c.emailKey]: email, dateForm: birth, ...(c.form === 'newsletter' ? { suscripcion: 'nino' } : {}), ...consentField() }]);
      // The way out is reachable too.
      await tabTo(page, page.getByRole('link', { name: 'Volver al inicio' }));
    });
  }

  test('academy: a workshop is chosen, the quiz answered, the sign-up sent and the diploma downloaded', async ({ page }) => {
    const course = courses.find((c) => c.key === 'science') ?? courses[0];
    if (!course) throw new Error('sin cursos');
    const wrong = course.questionary.answers.find((a) => a.letter !== course.questionary.correct);
    const right = course.questionary.answers.find((a) => a.letter === course.questionary.correct);
    if (!wrong || !right) throw new Error('pregunta sin opciones');
    await open(page, '/cursos');

    await tabTo(page, page.getByRole('link', { name: new RegExp(escapeRegExp(course.title)) }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${course.slug}$`));
    await hydrated(page);

    await tabTo(page, page.getByRole('button', { name: 'Ir al cuestionario' }));
    await press(page, 'Enter', page.getByRole('heading', { name: 'Cuestionario' }), { control: false });

    // A wrong answer first, then the right one; the next step's button takes the focus.
    const option = (text: string) => page.locator('.quiz-option', { hasText: text });
    await tabTo(page, option(wrong.text));
    await page.keyboard.press('Enter');
    await expect(page.locator('.quiz-feedback')).toHaveText('Respuesta incorrecta, intenta otra vez');
    await tabTo(page, option(right.text), { back: right.letter < wrong.letter });
    await page.keyboard.press('Space');
    await expect(option(right.text)).toHaveAttribute('aria-pressed', 'true');
    const next = page.getByRole('button', { name: /Pasar al siguiente taller/ });
    await expect(next).toBeFocused();
    await expectFocusShown(page);
    await press(page, 'Enter', page.getByRole('heading', { name: 'Inscríbete y recibe tu diploma' }), { control: false });

    const name = uniqueName('Teclado curso');
    const email = 'teclado.curso@ejemplo.cl';
    await tabTo(page, page.getByLabel('Tu nombre'));
    await typeInto(page, page.getByLabel('Tu nombre'), name);
    await tabTo(page, page.getByLabel(/Correo/));
    await typeInto(page, page.getByLabel(/Correo/), email);
    await acceptTermsAndSend(page, page, 'Enviar');

    const dialog = page.getByRole('dialog', { name: `¡Felicitaciones, ${name}!` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Descargar diploma' })).toBeFocused();
    await expectFocusShown(page);
    await expect
      .poll(async () => (await submissionsWith('course', 'nameForm', name)).map((entry) => entry.data))
      .toEqual([{ nameForm: name, emailForm: email, curso: { slug: course.slug.replace(/^taller-de-/, ''), titulo: course.title }, ...consentField() }]);

    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`diploma-${course.key}.png`);
    expect((await readFile(await download.path())).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

    // The focus stays in the window; Escape closes it and goes back to the courses.
    await tabTo(page, dialog.getByRole('button', { name: 'Volver a los cursos' }));
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/cursos$/);
    await expect(page.locator('main h1')).toBeInViewport();
  });

  test("games: the carousel moves with the arrow keys and its buttons, and each card's link is reached", async ({ page }) => {
    await open(page, '/juegos');
    await expect(page.getByRole('button', { name: /^Ir al juego 1/ })).toBeVisible();
    await tabTo(page, page.getByRole('region', { name: 'Juegos' }));
    // The focus in the carousel fetches Swiper, which takes over.
    await expect(page.locator('.games-swiper')).toHaveClass(/\bswiper-initialized\b/);
    const activeTitle = page.locator('.swiper-slide-active').getByRole('heading', { level: 2 });
    const shown = (index: number) => expect(activeTitle).toHaveText(games[index]?.title ?? '');
    const last = games.length - 1;

    await page.keyboard.press('ArrowRight');
    await shown(1);
    await page.keyboard.press('ArrowRight');
    await shown(2);
    await page.keyboard.press('ArrowLeft');
    await shown(1);

    // Tab walks through each card's "Jugar" link, bringing each card on screen, then the controls.
    for (const [index, game] of games.entries()) {
      await tabTo(page, page.getByRole('link', { name: `Jugar a ${game.title} (se abre en una pestaña nueva)` }));
      await shown(index);
    }
    await tabTo(page, page.getByRole('button', { name: 'Juego anterior' }));
    await page.keyboard.press('Enter');
    await shown(last - 1);
    await tabTo(page, page.getByRole('button', { name: /^Ir al juego 3:/ }));
    await page.keyboard.press('Space');
    await shown(2);
    await expect(page.getByRole('button', { name: /^Ir al juego 3:/ })).toHaveAttribute('aria-current', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Juego siguiente' }));
    await page.keyboard.press('Enter');
    await shown(3);
    await expectFocusShown(page);
  });

  test('character story: play and pause from the keyboard', async ({ page }) => {
    await open(page, '/rodolfa');
    const play = page.getByRole('button', { name: 'Reproducir la historia de Rodolfa' });
    await tabTo(page, play);
    await press(page, 'Enter', page.getByRole('button', { name: 'Pausar la historia de Rodolfa' }));
    await expect(page.locator('.audio-elapsed')).not.toHaveText('00m 00s', { timeout: 10_000 });
    expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
    await press(page, 'Space', page.getByRole('button', { name: 'Reproducir la historia de Rodolfa' }));
    await expect.poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
    // The position slider is the next stop and moves with End and Home.
    const slider = page.getByRole('slider', { name: 'Posición en la historia de Rodolfa' });
    await tabTo(page, slider);
    await page.keyboard.press('End');
    await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(99);
    const total = ((await slider.getAttribute('aria-valuetext')) ?? '').split(' de ')[1] ?? '';
    expect(total).toMatch(/segundos?$/);
    await expect(slider).toHaveAttribute('aria-valuetext', `${total} de ${total}`);
    await page.keyboard.press('Home');
    await expect.poll(async () => Number(await slider.inputValue())).toBeLessThan(1);
    await expect(slider).toHaveAttribute('aria-valuetext', `0 segundos de ${total}`);
    // An arrow moves 5 seconds (not the 0.01 % step kept for dragging), and the time is spoken.
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', `5 segundos de ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', `10 segundos de ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuetext', `5 segundos de ${total}`);
    // Page Up moves a tenth of the story.
    const before = Number(await slider.inputValue());
    await page.keyboard.press('PageUp');
    await expect.poll(async () => Number(await slider.inputValue()) - before).toBeCloseTo(10, 0);
    await expectFocusShown(page);
  });

  test('birthday: the form is sent, then the greeting with the name is opened and downloaded', async ({ page }) => {
    await open(page, '/cumple');
    const child = uniqueName('Teclado cumple');
    const email = `${child.replace(/\s+/g, '.').toLowerCase()}@ejemplo.cl`;
    const field = (label: string) => page.getByLabel(label, { exact: true });

    await tabTo(page, field('Correo electrónico del adulto responsable'));
    await typeInto(page, field('Correo electrónico del adulto responsable'), email);
    await tabTo(page, field('Nombre del niño o niña'));
    await typeInto(page, field('Nombre del niño o niña'), child);
    await tabTo(page, field('Fecha de nacimiento'));
    await typeDate(page, field('Fecha de nacimiento'), '2017-05-05');
    // Every part of the date field shows the ring, the calendar button included (there the field
    // matches no :focus, so the ring is read on the field itself); then on to "Enviar".
    const date = field('Fecha de nacimiento');
    let parts = 0;
    for (; parts < 4 && (await isFocused(date)); parts++) {
      const ring = await date.evaluate((el) => {
        const style = getComputedStyle(el);
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      });
      expect(ring, `anillo de foco en la parte ${parts + 1} del campo de fecha`).toBe(true);
      await page.keyboard.press('Tab');
    }
    // The digits and the calendar button: at least two stops inside the field.
    expect(parts).toBeGreaterThanOrEqual(2);
    // The adult's consent, with Space.
    await tabTo(page, consentBox(page));
    await press(page, 'Space');
    await expect(consentBox(page)).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Enviar' }));
    await page.keyboard.press('Enter');
    const greeting = page.getByRole('button', { name: '¡Descarga un saludo!' });
    await expect(greeting).toBeFocused();
    await expectFocusShown(page);
    await expect(page.getByRole('status').filter({ hasText: 'Recibimos tus datos' })).toBeVisible();
    await expect.poll(async () => (await submissionsWith('cumple', 'nombreNinio', child)).map((entry) => entry.data.emailTutor)).toEqual([email]);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Tu saludo de cumpleaños' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.greeting-name')).toHaveText(`${child}!`);
    await tabTo(page, dialog.getByRole('button', { name: 'Descargar' }));
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('my-cheer.png');
    expect((await readFile(await download.path())).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(greeting).toBeFocused();
  });

  test('locator on /teleton25: search, then choose a point from the list', async ({ page }) => {
    test.slow();
    const point = publishedCleanPoints.find(
      (p) => p.lat !== null && p.lng !== null && p.comuna === 'Ñuñoa' && publishedCleanPoints.filter((q) => q.name === p.name).length === 1,
    );
    if (!point) throw new Error('sin un punto limpio en Ñuñoa');
    await open(page, '/teleton25');
    const search = page.getByLabel('Comuna, nombre o dirección');
    await tabTo(page, search);
    await page.keyboard.type(point.name);
    await expect(search).toHaveValue(point.name);
    const item = page.locator(`.point-list [data-point-id="${point.id}"]`);
    await tabTo(page, item);
    await page.keyboard.press('Enter');

    await expect(item).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Buscar un punto limpio' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.locator-card h3')).toHaveText(point.name);
    await expect(page.locator('.locator-card h3')).toBeFocused();
    expect(new URL(page.url()).searchParams.get('punto')).toBe(point.id);
    // "Cómo llegar" is the next stop, shown with its focus ring.
    await tabTo(page, page.getByRole('link', { name: /Cómo llegar/ }));
  });

  test('directory on /puntos-de-reciclaje: region, comuna and search filters, then clear them', async ({ page }) => {
    test.slow();
    await open(page, '/puntos-de-reciclaje');
    const count = page.locator('.directory-count');
    const label = (n: number) => `${n.toLocaleString('es-CL')} ${n === 1 ? 'punto de reciclaje' : 'puntos de reciclaje'}`;
    await expect(count).toHaveText(label(collectionPoints.length));

    // Closed selects change with the arrow keys, as a keyboard user picks an option.
    const region = page.getByLabel('Región');
    await tabTo(page, region);
    await page.keyboard.press('ArrowDown');
    const chosenRegion = await region.inputValue();
    expect(chosenRegion).not.toBe('');
    const inRegion = collectionPoints.filter((p) => p.region === chosenRegion);
    await expect(count).toHaveText(label(inRegion.length));

    const comuna = page.getByLabel('Comuna', { exact: true });
    await tabTo(page, comuna);
    await page.keyboard.press('ArrowDown');
    const chosenComuna = await comuna.inputValue();
    expect(chosenComuna).not.toBe('');
    await expect(count).toHaveText(label(inRegion.filter((p) => p.comuna === chosenComuna).length));

    const search = page.getByLabel('Buscar por nombre o dirección');
    await tabTo(page, search);
    await page.keyboard.type('zzzz sin resultados');
    await expect(count).toHaveText(label(0));

    await tabTo(page, page.getByRole('button', { name: 'Limpiar filtros' }));
    await page.keyboard.press('Enter');
    await expect(count).toHaveText(label(collectionPoints.length));
    await expect(region).toHaveValue('');
    await expect(search).toHaveValue('');
    // The button is disabled once there is nothing to clear: the focus goes back to the first filter.
    await expect(region).toBeFocused();
    await expectFocusShown(page);
  });

  test('pets: the attendance registration is filled and sent from the keyboard', async ({ page }) => {
    await open(page, '/mascotas');
    const form = page.getByRole('form', { name: 'Confirmar asistencia' });
    const name = uniqueName('Teclado mascotas');
    const email = `${name.replace(/\s+/g, '.').toLowerCase()}@ejemplo.cl`;

    // The hero's link jumps to the form.
    await tabTo(page, page.getByRole('link', { name: 'Confirmar asistencia' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#confirmar$/);

    await tabTo(page, form.getByLabel('Nombre', { exact: true }));
    await typeInto(page, form.getByLabel('Nombre', { exact: true }), name);
    // Typing on a closed select picks the option that starts with what is typed.
    await tabTo(page, form.getByLabel('Día', { exact: true }));
    await page.keyboard.type('25');
    await expect(form.getByLabel('Día', { exact: true })).toHaveValue('25');
    await tabTo(page, form.getByLabel('Mes', { exact: true }));
    await page.keyboard.type('Marzo');
    await expect(form.getByLabel('Mes', { exact: true })).toHaveValue('Marzo');
    await tabTo(page, form.getByLabel('Año', { exact: true }));
    await page.keyboard.type('1985');
    await expect(form.getByLabel('Año', { exact: true })).toHaveValue('1985');
    await tabTo(page, form.getByLabel('E-Mail', { exact: true }));
    await typeInto(page, form.getByLabel('E-Mail', { exact: true }), email);
    await tabTo(page, form.getByLabel('Teléfono', { exact: true }));
    await typeInto(page, form.getByLabel('Teléfono', { exact: true }), '+56 9 1234 5678');
    await acceptTermsAndSend(page, form, 'Confirmar asistencia', { consent: false });

    await expect(page).toHaveURL(/\/mascotas-gracias$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect
      .poll(async () => (await submissionsWith('mascotas', 'name', name)).map((entry) => entry.data))
      .toEqual([
        {
          name,
          day: '25',
          month: 'Marzo',
          year: '1985',
          email,
          phone: '+56 9 1234 5678',
          check: true,
          fecha_nacimiento: '25-Marzo-1985',
        },
      ]);
  });
});
