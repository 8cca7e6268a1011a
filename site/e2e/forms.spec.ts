import { expect, type Page, type Route, test } from '@playwright/test';
import { axeViolations } from './helpers/axe.ts';
import { consentBox, consentField } from './helpers/consent-box.ts';
import { hydrated } from './helpers/hydrated.ts';
import { shiftingImages } from './helpers/images.ts';
import { failNext, submissionsWith, uniqueName } from './helpers/inbox.ts';

interface FormCase {
  /** The inbox name of the form. */
  form: 'newsletter' | 'dia-del-nino';
  path: string;
  /** Key of the e-mail in the payload (the children's-day automation expects `emailform`). */
  emailKey: 'emailForm' | 'emailform';
  successHeading: string;
}

const cases: FormCase[] = [
  { form: 'newsletter', path: '/newsletter', emailKey: 'emailForm', successHeading: '¡Gracias por suscribirte!' },
  { form: 'dia-del-nino', path: '/dia-del-nino', emailKey: 'emailform', successHeading: '¡Inscripción lista!' },
];

const BIRTH_DATE = '2016-09-18';

interface Answers {
  name: string;
  email: string;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

async function fill(page: Page, answers: Answers): Promise<void> {
  await page.getByLabel('Nombre').fill(answers.name);
  await page.getByLabel('Correo electrónico').fill(answers.email);
  await page.getByLabel('Fecha de nacimiento').fill(BIRTH_DATE);
  await page.getByLabel(/Acepto los términos y condiciones/).check();
  await consentBox(page).check();
}

function answersFor(prefix: string): Answers {
  const name = uniqueName(prefix);
  return { name, email: `${name.replace(/\s+/g, '.').toLowerCase()}@ejemplo.cl` };
}

function submitButton(page: Page) {
  return page.getByRole('form', { name: 'Formulario de inscripción' }).locator('button[type="submit"]');
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

async function expectSuccessShown(page: Page, heading: string): Promise<void> {
  const title = page.getByRole('heading', { level: 2, name: heading });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.getByLabel('Nombre')).toHaveCount(0);
  await expect(page.locator('.signup-success img')).toBeVisible();
  expect(await shiftingImages(page)).toEqual([]);
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
}

for (const c of cases) {
  test.describe(`form ${c.path}`, () => {
    const payload = (a: Answers) => ({ nameForm: a.name, [c.emailKey]: a.email, dateForm: BIRTH_DATE, ...consentField() });

    test('sends exactly the payload once, then shows the success state instead of the form', async ({ page }) => {
      const answers = answersFor('Prueba ok');
      await open(page, c.path);
      await fill(page, answers);
      await submitButton(page).click();

      await expectSuccessShown(page, c.successHeading);
      const stored = await submissionsWith(c.form, 'nameForm', answers.name);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.data).toEqual(payload(answers));
      await expectNoAxeViolations(page);
    });

    test('a failing webhook shows the Spanish error, keeps every answer and lets the visitor retry', async ({ page }) => {
      const answers = answersFor('Prueba falla');
      await failNext(page, c.form, 1);
      await open(page, c.path);
      await fill(page, answers);
      await submitButton(page).click();

      await expect(page.getByRole('alert')).toContainText('No pudimos enviar tus datos');
      await expect(page.getByRole('alert')).toContainText('Tus datos siguen en el formulario');
      await expect(page.getByLabel('Nombre')).toHaveValue(answers.name);
      await expect(page.getByLabel('Correo electrónico')).toHaveValue(answers.email);
      await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue(BIRTH_DATE);
      await expect(page.getByLabel(/Acepto los términos y condiciones/)).toBeChecked();
      await expect(consentBox(page)).toBeChecked();
      await expect(submitButton(page)).toBeEnabled();
      expect(await submissionsWith(c.form, 'nameForm', answers.name)).toEqual([]);
      await expectNoAxeViolations(page);

      await submitButton(page).click();
      await expectSuccessShown(page, c.successHeading);
      const stored = await submissionsWith(c.form, 'nameForm', answers.name);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.data).toEqual(payload(answers));
    });

    test('submitting empty keeps the visitor on the form and sends nothing', async ({ page }) => {
      const posts: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST') posts.push(req.url());
      });
      await open(page, c.path);
      await submitButton(page).click();

      await expect(page).toHaveURL(new RegExp(`${c.path}$`));
      await expect(page.getByRole('form', { name: 'Formulario de inscripción' })).toBeVisible();
      await expect(page.locator('form input:invalid')).toHaveCount(5);
      await expect(page.getByLabel('Nombre')).toBeFocused();
      await expect(page.getByRole('alert')).toBeHidden();
      // Nothing left the page (the inbox is shared with tests posting in parallel: the requests tell).
      expect(posts).toEqual([]);
    });

    test('the button is disabled while the submission is in flight, and it is sent once', async ({ page }) => {
      const answers = answersFor('Prueba lenta');
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // Only holds the real request for a moment; the real server still answers it.
      await page.route(`**/api/inbox/${c.form}`, async (route: Route) => {
        await held;
        await route.continue();
      });
      await open(page, c.path);
      await fill(page, answers);
      await submitButton(page).click();

      await expect(submitButton(page)).toBeDisabled();
      await expect(submitButton(page)).toHaveText('Enviando…');
      // Enter in a field must not send a second copy while the first is in flight.
      await page.getByLabel('Nombre').press('Enter');
      release();

      await expectSuccessShown(page, c.successHeading);
      const stored = await submissionsWith(c.form, 'nameForm', answers.name);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.data).toEqual(payload(answers));
    });
  });
}
