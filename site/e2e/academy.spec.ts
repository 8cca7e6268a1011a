import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from './helpers/axe.ts';
import { consentBox, consentField } from './helpers/consent-box.ts';
import { hydrated } from './helpers/hydrated.ts';
import { failNext, submissionsWith, uniqueName } from './helpers/inbox.ts';
import { withoutPolicy } from './helpers/markup.ts';

interface CourseContent {
  key: 'science' | 'crafts' | 'tiktok' | 'kitchen';
  slug: string;
  title: string;
  cards: { id: string; title: string; video: { id: string } }[];
  questionary: { question: string; answers: { letter: 'A' | 'B' | 'C'; text: string }[]; correct: 'A' | 'B' | 'C' };
}

// The published content the site was built from.
const { courses } = JSON.parse(readFileSync(resolve('generated/content/courses.json'), 'utf8')) as { courses: CourseContent[] };

/** Correct answers as the specification states them. */
const SPEC_CORRECT = { science: 'B', crafts: 'C', kitchen: 'B', tiktok: 'C' } as const;

const RED = 'rgb(208, 80, 80)';
const GREEN = 'rgb(82, 170, 129)';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function course(key: CourseContent['key']): CourseContent {
  const found = courses.find((c) => c.key === key);
  if (!found) throw new Error(`falta el curso ${key}`);
  return found;
}

function answerText(c: CourseContent, which: 'correct' | 'wrong'): string {
  const answer = c.questionary.answers.find((a) => (which === 'correct') === (a.letter === c.questionary.correct));
  if (!answer) throw new Error(`sin respuesta ${which} en ${c.key}`);
  return answer.text;
}

const exact = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The network is closed: the video host answers with an empty page (only that host). */
async function stubVideoHost(page: Page): Promise<void> {
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<html></html>' }));
}

const storage = (page: Page) =>
  page.evaluate(() => ({
    courseMode: localStorage.getItem('courseMode'),
    nameForm: sessionStorage.getItem('nameForm'),
    cursoTerminado: sessionStorage.getItem('cursoTerminado'),
  }));

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('no se alcanzó el elemento con Tab');
}

const optionButton = (page: Page, text: string) => page.locator('.quiz-option', { hasText: exact(text) });
const nextButton = (page: Page) => page.getByRole('button', { name: /pasar al siguiente taller/i });

/** Downloads the diploma and checks it is a real PNG named after the course. */
async function expectDiplomaDownload(page: Page, scope: Locator, key: string): Promise<void> {
  const downloading = page.waitForEvent('download');
  await scope.getByRole('button', { name: 'Descargar diploma' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`diploma-${key}.png`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.length).toBeGreaterThan(4 * 1024);
}

async function fillCourseForm(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel('Tu nombre').fill(name);
  await page.getByLabel(/Correo/).fill(email);
  await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  await consentBox(page).check();
}

/** On the workshop's question step: the right answer, then on to the form. */
async function answerRightly(page: Page, c: CourseContent): Promise<void> {
  await optionButton(page, answerText(c, 'correct')).click();
  await nextButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/${c.slug}\\?paso=formulario$`));
  await expect(page.getByRole('heading', { name: 'Inscríbete y recibe tu diploma' })).toBeVisible();
}

test('content: the four courses, 5 or 6 cards each, with the answers the spec names', () => {
  expect(courses.map((c) => c.key).sort()).toEqual(['crafts', 'kitchen', 'science', 'tiktok']);
  for (const c of courses) {
    expect(c.cards.length).toBeGreaterThanOrEqual(5);
    expect(c.cards.length).toBeLessThanOrEqual(6);
    expect(c.questionary.correct).toBe(SPEC_CORRECT[c.key]);
  }
});

test('/academia-solar: hero with image, links to /cursos and /juegos, back to /', async ({ page }) => {
  await page.goto('/academia-solar');
  await hydrated(page);
  await expect(page.locator('.academy-hero img')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver los cursos' })).toHaveAttribute('href', '/cursos');
  await expect(page.getByRole('link', { name: 'Ir a los juegos' })).toHaveAttribute('href', '/juegos');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/cursos: each tile stores its course in courseMode itself, before the navigation', async ({ page }) => {
  await page.goto('/cursos');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Volver a la Academia Solar' })).toHaveAttribute('href', '/academia-solar');
  // Stop every navigation after the page's own handlers ran (the client router listens on
  // document, the browser follows the link by default): what is stored, the tile stored.
  await page.evaluate(() =>
    document.body.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
    }),
  );
  for (const c of courses) {
    const tile = page.getByRole('link', { name: exact(c.title) });
    await expect(tile).toHaveAttribute('href', `/${c.slug}`);
    await expect(tile.locator('img')).toBeVisible();
    await tile.click();
    expect((await storage(page)).courseMode).toBe(c.key);
  }
  await expect(page).toHaveURL(/\/cursos$/);
});

test('workshop HTML is prerendered with its cards, no video iframe and only its own course', async ({ request }) => {
  const science = course('science');
  const html = await (await request.get(`/${science.slug}`)).text();
  for (const card of science.cards) expect(html).toContain(card.title);
  expect(html).toContain(`Reproducir video: ${science.cards[0]?.title ?? ''}`);
  expect(html).toContain('Ir al cuestionario');
  expect(html).not.toContain('<iframe');
  expect(withoutPolicy(html)).not.toContain('youtube-nocookie');
  // The page's data is trimmed to this course.
  expect(html).not.toContain(course('crafts').questionary.question);
  expect(html).not.toContain(course('kitchen').cards[0]?.title ?? '-');
  // The first card's picture is what a visitor sees first: fetched at once and first, the others lazily.
  const posters = [...html.matchAll(/class="video-poster"[^>]*><img [^>]*>/g)].map((m) => m[0]);
  expect(posters).toHaveLength(science.cards.length);
  expect(posters[0]).toMatch(/fetchpriority="high"/);
  expect(posters[0]).toMatch(/loading="eager"/);
  for (const tag of posters.slice(1)) expect(tag).toMatch(/loading="lazy"/);
});

test('the step is in the URL: reload keeps it and the back button returns to the videos', async ({ page }) => {
  const kitchen = course('kitchen');
  await page.goto(`/${kitchen.slug}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Ir al cuestionario' }).click();
  await expect(page).toHaveURL(new RegExp(`/${kitchen.slug}\\?paso=cuestionario$`));
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(kitchen.questionary.question)).toBeVisible();
  // Nothing runs by itself: no next button before an answer.
  await expect(nextButton(page)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/${kitchen.slug}$`));
  await expect(page.getByRole('button', { name: 'Ir al cuestionario' })).toBeVisible();
  await page.goForward();
  await expect(page.getByText(kitchen.questionary.question)).toBeVisible();
  await page.getByRole('button', { name: 'Volver al taller' }).click();
  await expect(page.getByRole('heading', { name: 'Mira los videos' })).toBeFocused();
  await page.getByRole('link', { name: 'Volver a los cursos' }).click();
  await expect(page).toHaveURL(/\/cursos$/);
});

test('the questionary works with the keyboard only, and the red option keeps AA contrast', async ({ page }) => {
  const kitchen = course('kitchen');
  const wrong = kitchen.questionary.answers[0];
  const right = kitchen.questionary.answers[1];
  expect(wrong?.letter).toBe('A');
  expect(right?.letter).toBe(kitchen.questionary.correct);
  await page.goto(`/${kitchen.slug}`);
  await hydrated(page);
  await tabTo(page, page.getByRole('button', { name: 'Ir al cuestionario' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Cuestionario' })).toBeFocused();

  const optionA = optionButton(page, wrong?.text ?? '');
  await page.keyboard.press('Tab');
  await expect(optionA).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(optionA).toHaveCSS('background-color', RED);
  await expect(page.locator('.quiz-feedback')).toHaveText('Respuesta incorrecta, intenta otra vez');
  await expect(nextButton(page)).toHaveCount(0);
  expect(await axeViolations(page, '.quiz-step')).toEqual([]);
  // Without a pointer the red stays while the option has the focus: through the scan too.
  await expect(optionA).toBeFocused();
  await expect(optionA).toHaveCSS('background-color', RED);

  await page.keyboard.press('Tab');
  await expect(optionA).toHaveCSS('background-color', GREEN);
  const optionB = optionButton(page, right?.text ?? '');
  await expect(optionB).toBeFocused();
  await page.keyboard.press('Space');
  await expect(optionB).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.quiz-feedback')).toContainText('¡Correcto!');
  await expect(nextButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Inscríbete y recibe tu diploma' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Tu nombre')).toBeFocused();
});

test('/cuestionario lists the four questions and opens the workshop at its question', async ({ page }) => {
  const crafts = course('crafts');
  await page.goto('/cuestionario');
  await hydrated(page);
  for (const c of courses) await expect(page.getByText(c.questionary.question)).toBeVisible();
  await page.getByRole('link', { name: `Responder la pregunta del ${crafts.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${crafts.slug}\\?paso=cuestionario$`));
  await expect(page.getByRole('heading', { name: 'Cuestionario' })).toBeVisible();
  await expect(page.getByText(crafts.questionary.question)).toBeVisible();
  expect((await storage(page)).courseMode).toBe('crafts');
});

test('/taller offers to continue the remembered course only when there is one', async ({ page }) => {
  await page.goto('/taller');
  await hydrated(page);
  for (const c of courses) await expect(page.getByRole('link', { name: exact(c.title) }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Continuar con el/ })).toHaveCount(0);

  const tiktok = course('tiktok');
  await page.evaluate(() => localStorage.setItem('courseMode', 'tiktok'));
  await page.reload();
  await hydrated(page);
  const resume = page.getByRole('link', { name: `Continuar con el ${tiktok.title}` });
  await expect(resume).toHaveAttribute('href', `/${tiktok.slug}`);
  await resume.click();
  await expect(page).toHaveURL(new RegExp(`/${tiktok.slug}$`));
});

test('/modal: the diploma of the course finished in this session, or what to do to earn one', async ({ page }) => {
  await page.goto('/modal');
  await hydrated(page);
  // No "completed" greeting for a visitor who finished nothing: the steps to a diploma instead.
  await expect(page.locator('.completion-page img')).toHaveCount(0);
  await expect(page.getByText('¡Taller completado!')).toHaveCount(0);
  await expect(page.getByText('Todavía no terminas un taller')).toBeVisible();
  await expect(page.locator('.completion-steps li')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Elige un curso para empezar' })).toHaveAttribute('href', '/cursos');
  await expect(page.getByRole('button', { name: 'Descargar diploma' })).toHaveCount(0);

  // A course only opened (courseMode) is not a course finished.
  await page.evaluate(() => {
    localStorage.setItem('courseMode', 'crafts');
    sessionStorage.setItem('nameForm', 'Amanda Pérez');
  });
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Elige un curso para empezar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar diploma' })).toHaveCount(0);

  await page.evaluate(() => sessionStorage.setItem('cursoTerminado', 'crafts'));
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('¡Taller completado! ¡Felicitaciones, Amanda Pérez!')).toBeVisible();
  await expect(page.locator('.completion-page img')).toBeVisible();
  await expectDiplomaDownload(page, page.locator('main'), 'crafts');
});

test('a diploma that cannot be exported shows a message in Spanish', async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('cursoTerminado', 'science');
    sessionStorage.setItem('nameForm', 'Tomás');
    // The browser refuses to export the canvas.
    HTMLCanvasElement.prototype.toBlob = (callback: BlobCallback) => {
      setTimeout(() => callback(null));
    };
  });
  await page.goto('/modal');
  await hydrated(page);
  await page.getByRole('button', { name: 'Descargar diploma' }).click();
  await expect(page.getByRole('alert')).toContainText('No pudimos preparar tu diploma');
  await expect(page.getByRole('button', { name: 'Descargar diploma' })).toBeEnabled();
});

// Each test finds its own submission in the shared inbox by a name no other test uses.
test.describe('course form submissions', () => {
  const closers = {
    science: (page: Page) => page.keyboard.press('Escape'),
    crafts: (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Volver a los cursos', exact: true }).click(),
    tiktok: (page: Page) => page.getByRole('button', { name: 'Cerrar y volver a los cursos' }).click(),
    kitchen: (page: Page) => page.mouse.click(5, 5),
  } as const;

  for (const key of ['science', 'crafts', 'tiktok', 'kitchen'] as const) {
    test(`${key}: tile → videos → question → form → overlay → diploma → /cursos`, async ({ page }) => {
      const c = course(key);
      await stubVideoHost(page);
      await page.goto('/cursos');
      await hydrated(page);
      await page.getByRole('link', { name: exact(c.title) }).click();
      await expect(page).toHaveURL(new RegExp(`/${c.slug}$`));
      // /cursos is plain HTML, so the tile is a full page load: the play buttons work once React has the new page.
      await hydrated(page);
      expect((await storage(page)).courseMode).toBe(key);

      // Workshop: 5–6 cards, videos load only on demand.
      const cards = page.locator('.video-cards > li');
      await expect(cards).toHaveCount(c.cards.length);
      expect(await cards.count()).toBeGreaterThanOrEqual(5);
      expect(await cards.count()).toBeLessThanOrEqual(6);
      await expect(page.locator('iframe')).toHaveCount(0);
      const card = c.cards[1];
      if (!card) throw new Error('sin tarjetas');
      await page.getByRole('button', { name: `Reproducir video: ${card.title}` }).click();
      const frame = page.locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${card.video.id}?autoplay=1`);
      await expect(frame).toHaveAttribute('title', `Video: ${card.title}`);
      await expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
      await expect(frame).toHaveAttribute('allowfullscreen', '');
      await expect(frame).toHaveAttribute('loading', 'lazy');

      // Questionary: red while hovered, green after, next button only after the right answer.
      await page.getByRole('button', { name: 'Ir al cuestionario' }).click();
      await expect(page).toHaveURL(/\?paso=cuestionario$/);
      await expect(nextButton(page)).toHaveCount(0);
      const wrong = optionButton(page, answerText(c, 'wrong'));
      await expect(wrong).toHaveCSS('background-color', GREEN);
      await wrong.click();
      await expect(wrong).toHaveCSS('background-color', RED);
      await expect(page.locator('.quiz-feedback')).toHaveText('Respuesta incorrecta, intenta otra vez');
      await page.mouse.move(2, 2);
      await expect(wrong).toHaveCSS('background-color', GREEN);
      await expect(nextButton(page)).toHaveCount(0);
      const right = optionButton(page, answerText(c, 'correct'));
      await right.click();
      await expect(right).toContainText('✓');
      await expect(nextButton(page)).toBeVisible();
      await expect(nextButton(page)).toBeFocused();
      await nextButton(page).click();
      await expect(page).toHaveURL(/\?paso=formulario$/);

      // Form → exactly one submission with exactly the two fields.
      const name = uniqueName(`Peque ${key}`);
      const email = `familia.${key}@example.cl`;
      await fillCourseForm(page, name, email);
      await page.getByRole('button', { name: 'Enviar' }).click();
      const dialog = page.getByRole('dialog', { name: `¡Felicitaciones, ${name}!` });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog.getByRole('button', { name: 'Descargar diploma' })).toBeFocused();
      await expect.poll(async () => (await submissionsWith('course', 'nameForm', name)).length).toBe(1);
      const [entry] = await submissionsWith('course', 'nameForm', name);
      // The course beside the spec's keys (the slug of its URL and its title): the receiver sends the right diploma.
      expect(entry?.data).toEqual({ nameForm: name, emailForm: email, curso: { slug: c.slug.replace(/^taller-de-/, ''), titulo: c.title }, ...consentField() });
      expect(await storage(page)).toEqual({ courseMode: key, nameForm: name, cursoTerminado: key });

      // The focus stays inside the overlay.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }

      await expectDiplomaDownload(page, dialog, key);
      await closers[key](page);
      await expect(page).toHaveURL(/\/cursos$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('a failing webhook keeps what was typed; the retry is sent once', async ({ page }) => {
    await page.goto(`/${course('science').slug}?paso=cuestionario`);
    await hydrated(page);
    await answerRightly(page, course('science'));
    const name = uniqueName('Reintento');
    const email = 'reintento@example.cl';
    await fillCourseForm(page, name, email);

    await failNext(page, 'course', 1);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('alert')).toContainText('Tus datos siguen en el formulario');
    await expect(page.getByLabel('Tu nombre')).toHaveValue(name);
    await expect(page.getByLabel(/Correo/)).toHaveValue(email);
    await expect(page.getByRole('checkbox', { name: /Acepto/ })).toBeChecked();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await submissionsWith('course', 'nameForm', name)).toHaveLength(0);
    // Nothing was finished: nothing is remembered for /modal.
    expect(await storage(page)).toMatchObject({ nameForm: null, cursoTerminado: null });

    // The retry: the button is disabled while it is on its way.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/inbox/course', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    release();
    await expect(page.getByRole('dialog', { name: `¡Felicitaciones, ${name}!` })).toBeVisible();
    await expect.poll(async () => (await submissionsWith('course', 'nameForm', name)).length).toBe(1);
    const [entry] = await submissionsWith('course', 'nameForm', name);
    expect(entry?.data).toEqual({ nameForm: name, emailForm: email, curso: { slug: 'ciencias', titulo: course('science').title }, ...consentField() });

    // /modal offers the finished course's diploma, even after another workshop was opened.
    await page.goto(`/${course('kitchen').slug}`);
    await hydrated(page);
    expect(await storage(page)).toEqual({ courseMode: 'kitchen', nameForm: name, cursoTerminado: 'science' });
    await page.goto('/modal');
    await hydrated(page);
    await expect(page.getByText(`¡Felicitaciones, ${name}! Terminaste el ${course('science').title}.`)).toBeVisible();
  });

  test("/formulario-solar: the questions first, then the answered course's form, same overlay, no axe violations with it open", async ({ page }) => {
    const kitchen = course('kitchen');
    await page.goto('/formulario-solar');
    await hydrated(page);
    // No right answer in this session: no form, a way to each question instead.
    await expect(page.getByRole('heading', { name: 'Primero, responde la pregunta de tu taller' })).toBeVisible();
    await expect(page.getByLabel('Tu nombre')).toHaveCount(0);
    for (const c of courses) {
      await expect(page.getByRole('link', { name: `Responder la pregunta del ${c.title}` })).toHaveAttribute('href', `/${c.slug}?paso=cuestionario`);
    }
    await page.getByRole('link', { name: `Responder la pregunta del ${kitchen.title}` }).click();
    await expect(page.getByText(kitchen.questionary.question)).toBeVisible();
    await optionButton(page, answerText(kitchen, 'correct')).click();
    await expect(nextButton(page)).toBeVisible();

    // Answered: the page opens that course's form directly.
    await page.goto('/formulario-solar');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: kitchen.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al cuestionario' })).toHaveAttribute('href', `/${kitchen.slug}?paso=cuestionario`);
    expect((await storage(page)).courseMode).toBe('kitchen');

    const name = uniqueName('Solar');
    await fillCourseForm(page, name, 'solar@example.cl');
    await page.getByRole('button', { name: 'Enviar' }).click();
    const dialog = page.getByRole('dialog', { name: `¡Felicitaciones, ${name}!` });
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await submissionsWith('course', 'nameForm', name)).length).toBe(1);
    // The course chosen on this page is the one the payload names.
    expect((await submissionsWith('course', 'nameForm', name))[0]?.data.curso).toEqual({ slug: 'cocina', titulo: kitchen.title });
    // The form was reset behind the overlay.
    await expect(page.getByLabel('Tu nombre')).toHaveValue('');

    expect(await axeViolations(page)).toEqual([]);

    await expectDiplomaDownload(page, dialog, 'kitchen');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/cursos$/);

    // "¿Hiciste otro taller?" offers only answered courses, and the question of the others.
    await page.goto('/formulario-solar');
    await hydrated(page);
    await page.getByRole('button', { name: '¿Hiciste otro taller? Cámbialo aquí' }).click();
    const chooser = page.getByRole('group', { name: '¿Qué taller hiciste?' });
    await expect(chooser.getByRole('button')).toHaveText([kitchen.title]);
    await expect(page.getByRole('link', { name: `Responder la pregunta del ${course('crafts').title}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Responder la pregunta del ${kitchen.title}` })).toHaveCount(0);
    await chooser.getByRole('button', { name: kitchen.title }).click();
    await expect(page.getByRole('heading', { name: kitchen.title })).toBeFocused();
  });
});

test.describe('the form opens only after the right answer', () => {
  test("a fresh deep link to any course's form lands on its question, never on the form", async ({ page, request }) => {
    for (const c of courses) {
      // Not in the prerendered page either.
      const html = await (await request.get(`/${c.slug}?paso=formulario`)).text();
      expect(html, c.key).not.toContain('curso-nombre');
      await page.goto(`/${c.slug}?paso=formulario`);
      await hydrated(page);
      await expect(page, c.key).toHaveURL(new RegExp(`/${c.slug}\\?paso=cuestionario$`));
      await expect(page.getByText(c.questionary.question), c.key).toBeVisible();
      await expect(page.locator('.quiz-gate'), c.key).toHaveText('Para inscribirte y recibir tu diploma, primero responde bien esta pregunta.');
      await expect(page.getByLabel('Tu nombre'), c.key).toHaveCount(0);
      await expect(nextButton(page), c.key).toHaveCount(0);
      expect(await storage(page), c.key).toMatchObject({ nameForm: null, cursoTerminado: null });
    }
  });

  test('a wrong answer keeps the form closed; the right one opens it for the rest of the session only', async ({ page, browser, baseURL }) => {
    const crafts = course('crafts');
    await page.goto(`/${crafts.slug}?paso=cuestionario`);
    await hydrated(page);
    await optionButton(page, answerText(crafts, 'wrong')).click();
    await page.goto(`/${crafts.slug}?paso=formulario`);
    await hydrated(page);
    await expect(page).toHaveURL(/\?paso=cuestionario$/);
    await expect(page.getByLabel('Tu nombre')).toHaveCount(0);

    await answerRightly(page, crafts);
    // A reload, and the history, keep the form now.
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Tu nombre')).toBeVisible();
    await page.getByRole('button', { name: 'Volver al cuestionario' }).click();
    // Answered before: shown answered, with the way on.
    await expect(optionButton(page, answerText(crafts, 'correct'))).toHaveAttribute('aria-pressed', 'true');
    await expect(nextButton(page)).toBeVisible();
    await expect(page.locator('.quiz-gate')).toHaveCount(0);
    // "Volver" is a step of its own in the history: the browser's back button returns to the form.
    await page.goBack();
    await expect(page).toHaveURL(/\?paso=formulario$/);
    await expect(page.getByLabel('Tu nombre')).toBeVisible();
    // Another course is still closed.
    await page.goto(`/${course('tiktok').slug}?paso=formulario`);
    await hydrated(page);
    await expect(page.getByLabel('Tu nombre')).toHaveCount(0);

    // A new browser session answers again.
    const other = await browser.newContext(baseURL ? { baseURL } : {});
    const fresh = await other.newPage();
    await fresh.goto(`/${crafts.slug}?paso=formulario`);
    await hydrated(fresh);
    await expect(fresh).toHaveURL(/\?paso=cuestionario$/);
    await expect(fresh.getByLabel('Tu nombre')).toHaveCount(0);
    await other.close();
  });
});

test("/kidzapalooza's dance button opens the TikTok dance workshop its text invites to", async ({ page }) => {
  await page.goto('/kidzapalooza');
  await hydrated(page);
  await expect(page.getByText('baila con el Taller de Baile TikTok')).toBeVisible();
  await page.getByRole('link', { name: 'Taller de Baile TikTok' }).click();
  await expect(page).toHaveURL(new RegExp(`/${course('tiktok').slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course('tiktok').title);
});
