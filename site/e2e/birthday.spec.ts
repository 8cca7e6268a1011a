import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './helpers/axe.ts';
import { consentBox, consentField } from './helpers/consent-box.ts';
import { hydrated } from './helpers/hydrated.ts';
import { failNext, submissionsWith, uniqueName } from './helpers/inbox.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const NEED_NAME = 'Debes completar el formulario: escribe el nombre del niño o niña';

interface Answers {
  nombreTutor: string;
  telefono: string;
  emailTutor: string;
  direccion: string;
  nombreNinio: string;
  diaCumpleanios: string;
}

const LABELS: Record<keyof Answers, string> = {
  nombreTutor: 'Nombre del adulto responsable',
  telefono: 'Teléfono',
  emailTutor: 'Correo electrónico del adulto responsable',
  direccion: 'Dirección',
  nombreNinio: 'Nombre del niño o niña',
  diaCumpleanios: 'Fecha de nacimiento',
};

function answersFor(prefix: string): Answers {
  const child = uniqueName(prefix);
  return {
    nombreTutor: 'Carla Pérez',
    telefono: '+56 9 1234 5678',
    emailTutor: `${child.replace(/\s+/g, '.').toLowerCase()}@ejemplo.cl`,
    direccion: 'Av. Siempre Viva 742, Ñuñoa',
    nombreNinio: child,
    diaCumpleanios: '2017-05-04',
  };
}

const field = (page: Page, key: keyof Answers) => page.getByLabel(LABELS[key], { exact: true });
const submitButton = (page: Page) => page.getByRole('form', { name: 'Formulario' }).locator('button[type="submit"]');
const greetingButton = (page: Page) => page.getByRole('button', { name: '¡Descarga un saludo!' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Tu saludo de cumpleaños' });

async function open(page: Page): Promise<void> {
  await page.goto('/cumple');
  await hydrated(page);
}

async function fill(page: Page, answers: Answers): Promise<void> {
  for (const key of Object.keys(LABELS) as (keyof Answers)[]) await field(page, key).fill(answers[key]);
  await consentBox(page).check();
}

async function expectFields(page: Page, answers: Answers | null): Promise<void> {
  for (const key of Object.keys(LABELS) as (keyof Answers)[]) await expect(field(page, key)).toHaveValue(answers ? answers[key] : '');
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test('the page shows the prize, the form titled Formulario and its legal bases (still to be published: legal.spec.ts)', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Formulario' })).toBeVisible();
  await expect(page.getByText(/celebre su cumpleaños con sus amigos/)).toBeVisible();
  await expect(page.getByText(/^Bases legales del concurso de cumpleaños/)).toBeVisible();
  await expect(field(page, 'telefono')).toHaveAttribute('type', 'tel');
  await expect(field(page, 'emailTutor')).toHaveAttribute('type', 'email');
  await expect(field(page, 'diaCumpleanios')).toHaveAttribute('type', 'date');
  // Only the adult's consent is required natively (the e-mail's format is checked too); a phone or an e-mail is checked on sending.
  await expect(page.locator('form input[required]')).toHaveCount(1);
  await expect(consentBox(page)).toHaveAttribute('required', '');
});

test('the greeting is refused without a name: message, first field focused, console message', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await open(page);
  await expect(greetingButton(page)).toHaveAttribute('data-ready', 'false');
  await greetingButton(page).click();

  await expect(page.getByRole('alert')).toHaveText(NEED_NAME);
  await expect(field(page, 'nombreTutor')).toBeFocused();
  await expect(dialog(page)).toHaveCount(0);
  await expect.poll(() => logs).toContain('Debes completar el formulario');

  // A typed name is enough (sending is not needed to see the greeting), and the message goes away.
  await field(page, 'nombreNinio').fill('Amanda');
  await expect(page.getByText(NEED_NAME)).toBeHidden();
  await greetingButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).locator('.greeting-name')).toHaveText('Amanda!');
  // Cerrar hides the window and the focus goes back to the greeting button.
  await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(greetingButton(page)).toBeFocused();
});

test('an invalid e-mail is stopped by the browser and nothing is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST') posts.push(req.url());
  });
  await open(page);
  await field(page, 'emailTutor').fill('esto-no-es-un-correo');
  await consentBox(page).check();
  await submitButton(page).click();
  await expect(page.locator('form input:invalid')).toHaveCount(1);
  await expect(field(page, 'emailTutor')).toBeFocused();
  expect(posts).toEqual([]);
});

test('not sent without a way to reach the adult responsible: a phone or an e-mail is asked in Spanish, every answer kept', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST') posts.push(req.url());
  });
  await open(page);
  const answers = { ...answersFor('Sin contacto'), telefono: '', emailTutor: '' };
  await fill(page, answers);
  await submitButton(page).click();
  const problem = page.locator('#cumple-contacto-error');
  await expect(problem).toHaveText(/^Escribe al menos un teléfono o un correo del adulto responsable: es la forma de avisarle si la niña o el niño gana\./);
  await expect(problem).toHaveRole('alert');
  await expect(field(page, 'telefono')).toBeFocused();
  for (const key of ['telefono', 'emailTutor'] as const) {
    await expect(field(page, key)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, key)).toHaveAttribute('aria-describedby', 'cumple-contacto-ayuda cumple-contacto-error');
  }
  await expectFields(page, answers);
  await expect(consentBox(page)).toBeChecked();
  await expectNoAxeViolations(page);
  expect(posts).toEqual([]);

  // A phone alone is a way: the message goes as it is typed, and the form is sent.
  await field(page, 'telefono').fill('+56 9 8765 4321');
  await expect(problem).toBeHidden();
  await submitButton(page).click();
  await expect.poll(async () => (await submissionsWith('cumple', 'nombreNinio', answers.nombreNinio)).length).toBe(1);
  const [entry] = await submissionsWith('cumple', 'nombreNinio', answers.nombreNinio);
  // The spec's diaCumpleanios stays the full date of birth.
  expect(entry?.data).toMatchObject({ telefono: '+56 9 8765 4321', emailTutor: '', diaCumpleanios: answers.diaCumpleanios });
});

test('a failed image export is explained in the window and logged', async ({ page }) => {
  // Make the browser refuse to encode the canvas, as it would for a tainted or too large image.
  await page.addInitScript(() => {
    HTMLCanvasElement.prototype.toDataURL = () => {
      throw new DOMException('bloqueado para la prueba', 'SecurityError');
    };
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await open(page);
  await field(page, 'nombreNinio').fill('Bruno');
  await greetingButton(page).click();
  await dialog(page).getByRole('button', { name: 'Descargar' }).click();
  await expect(dialog(page).getByRole('alert')).toContainText('No pudimos crear la imagen del saludo');
  await expect(dialog(page)).toBeVisible();
  expect(errors.some((text) => text.includes('No se pudo crear la imagen del saludo'))).toBe(true);
});

test.describe('sending the birthday form', () => {
  test('sends exactly the payload once, then the greeting with the sent name downloads as my-cheer.png', async ({ page }) => {
    const answers = answersFor('Cumple ok');
    await open(page);
    await fill(page, answers);
    await submitButton(page).click();

    await expect(submitButton(page)).toBeDisabled();
    await expect(submitButton(page)).toHaveText('Enviado');
    await expect(page.getByRole('status')).toContainText('Recibimos tus datos');
    await expectFields(page, null);
    const stored = await submissionsWith('cumple', 'nombreNinio', answers.nombreNinio);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toEqual({ ...answers, ...consentField() });
    expect(Object.keys(stored[0]?.data ?? {})).toEqual([
      'nombreTutor',
      'telefono',
      'emailTutor',
      'direccion',
      'nombreNinio',
      'diaCumpleanios',
      'consentimiento',
    ]);

    // The greeting is now available with the name that was sent, although the form is empty.
    await expect(greetingButton(page)).toHaveAttribute('data-ready', 'true');
    await expect(greetingButton(page)).toBeFocused();
    await greetingButton(page).click();
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    await expect(modal.locator('.greeting-name')).toHaveText(`${answers.nombreNinio}!`);
    await expect(modal.locator('.greeting-card img')).toBeVisible();
    // A modal window over a dimmed page, as the course overlay: the backdrop is a dark veil.
    const veil = await modal.evaluate((el) => ({ modal: el.matches(':modal'), colour: getComputedStyle(el, '::backdrop').backgroundColor }));
    expect(veil.modal).toBe(true);
    const [r = 255, g = 255, b = 255, a = 0] = (veil.colour.match(/[\d.]+/g) ?? []).map(Number);
    expect(Math.max(r, g, b)).toBeLessThan(80);
    expect(a).toBeGreaterThanOrEqual(0.6);
    await expectNoAxeViolations(page);
    // Opening the greeting clears the sent flag: another child can be signed up.
    await expect(submitButton(page)).toBeEnabled();

    const downloading = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Descargar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('my-cheer.png');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(bytes.length).toBeGreaterThan(5 * 1024);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(greetingButton(page)).toBeFocused();
    expect(await submissionsWith('cumple', 'nombreNinio', answers.nombreNinio)).toHaveLength(1);
  });

  test('a failing webhook shows the Spanish error, keeps every answer and lets the visitor retry', async ({ page }) => {
    const answers = answersFor('Cumple falla');
    await failNext(page, 'cumple', 1);
    await open(page);
    await fill(page, answers);
    await submitButton(page).click();

    await expect(page.getByRole('alert')).toContainText('No pudimos enviar tus datos');
    await expect(page.getByRole('alert')).toContainText('Tus datos siguen en el formulario');
    await expectFields(page, answers);
    await expect(submitButton(page)).toBeEnabled();
    await expect(submitButton(page)).toHaveText('Enviar');
    expect(await submissionsWith('cumple', 'nombreNinio', answers.nombreNinio)).toEqual([]);
    await expectNoAxeViolations(page);

    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText('Enviado');
    await expectFields(page, null);
    const stored = await submissionsWith('cumple', 'nombreNinio', answers.nombreNinio);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toEqual({ ...answers, ...consentField() });
  });
});
