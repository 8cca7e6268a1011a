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
  /** The newsletter asks who it is for: here a child in one's care, recorded as `suscripcion`. */
  forChild: boolean;
}

const cases: FormCase[] = [
  { form: 'newsletter', path: '/newsletter', emailKey: 'emailForm', successHeading: '¡Gracias por suscribirte!', forChild: true },
  { form: 'dia-del-nino', path: '/dia-del-nino', emailKey: 'emailform', successHeading: '¡Inscripción lista!', forChild: false },
];

const FOR_CHILD = 'Para una niña o un niño a mi cargo';

const BIRTH_DATE = '2016-09-18';

interface Answers {
  name: string;
  email: string;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

async function fill(page: Page, answers: Answers, forChild: boolean): Promise<void> {
  if (forChild) await page.getByRole('radio', { name: FOR_CHILD }).check();
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
    const payload = (a: Answers) => ({
      nameForm: a.name,
      [c.emailKey]: a.email,
      dateForm: BIRTH_DATE,
      ...(c.forChild ? { suscripcion: 'nino' } : {}),
      ...consentField(),
    });

    test('sends exactly the payload once, then shows the success state instead of the form', async ({ page }) => {
      const answers = answersFor('Prueba ok');
      await open(page, c.path);
      await fill(page, answers, c.forChild);
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
      await fill(page, answers, c.forChild);
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
      // Name, e-mail, date and terms; the adult's box, or the newsletter's two options of who it is for (the box comes with the choice).
      await expect(page.locator('form input:invalid')).toHaveCount(c.forChild ? 6 : 5);
      // The browser takes the visitor to the first question left open: who the newsletter is for, or the name.
      await expect(c.forChild ? page.getByRole('radio', { name: /^Para mí/ }) : page.getByLabel('Nombre')).toBeFocused();
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
      await fill(page, answers, c.forChild);
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

test.describe('the newsletter for oneself', () => {
  test('18 or older: no adult box, the consent given by sending, and the payload records it was for oneself', async ({ page }) => {
    const answers = answersFor('Para mi');
    await open(page, '/newsletter');
    await page.getByRole('radio', { name: /^Para mí \(tengo 18 años o más\)$/ }).check();
    await expect(consentBox(page)).toHaveCount(0);
    await expect(page.locator('.form-notice')).toContainText('Al enviar el formulario das tu consentimiento para este uso.');
    await page.getByLabel('Nombre').fill(answers.name);
    await page.getByLabel('Correo electrónico').fill(answers.email);
    await page.getByLabel('Fecha de nacimiento').fill('1990-05-04');
    await page.getByLabel(/Acepto los términos y condiciones/).check();
    await submitButton(page).click();
    await expectSuccessShown(page, '¡Gracias por suscribirte!');
    const stored = await submissionsWith('newsletter', 'nameForm', answers.name);
    expect(stored.map((entry) => entry.data)).toEqual([
      { nameForm: answers.name, emailForm: answers.email, dateForm: '1990-05-04', suscripcion: 'propia', ...consentField() },
    ]);
  });

  test('under 18: refused, saying why and what to do, the date focused and nothing sent; for a child it goes', async ({ page }) => {
    const answers = answersFor('Menor');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await open(page, '/newsletter');
    await page.getByRole('radio', { name: /^Para mí/ }).check();
    await page.getByLabel('Nombre').fill(answers.name);
    await page.getByLabel('Correo electrónico').fill(answers.email);
    await page.getByLabel('Fecha de nacimiento').fill('2012-06-30');
    await page.getByLabel(/Acepto los términos y condiciones/).check();
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      `Según la fecha de nacimiento, tienes menos de 18 años: para suscribirte pide a tu adulto responsable que lo haga por ti, eligiendo «${FOR_CHILD}».`,
    );
    await expect(page.getByLabel('Fecha de nacimiento')).toBeFocused();
    expect(posts).toEqual([]);
    await expectNoAxeViolations(page);
    // The adult chooses a child in their care and gives the consent: now it goes, and the message is gone.
    await page.getByRole('radio', { name: FOR_CHILD }).check();
    await consentBox(page).check();
    await submitButton(page).click();
    await expectSuccessShown(page, '¡Gracias por suscribirte!');
    const stored = await submissionsWith('newsletter', 'nameForm', answers.name);
    expect(stored.map((entry) => entry.data)).toEqual([
      { nameForm: answers.name, emailForm: answers.email, dateForm: '2012-06-30', suscripcion: 'nino', ...consentField() },
    ]);
  });
});
