import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DogsFileSchema } from '../../pipeline/schema/content/dogs.ts';
import type { FormName } from '../../shared/forms.ts';
import { axeViolations } from './helpers/axe.ts';
import { usesConfiguredBuild } from './helpers/configured.ts';
import { CONSENT_LABEL, consentBox, NOTICE_VERSION } from './helpers/consent-box.ts';
import { CONFIGURED_BASE, OTHER_PORT } from './helpers/env.ts';
import { hydrated } from './helpers/hydrated.ts';
import { submissionsWith, uniqueName } from './helpers/inbox.ts';
import { withoutPolicy } from './helpers/markup.ts';
import { routes } from './helpers/route-cases.ts';
import { gtagCalls, pixelCalls, stubThirdParty } from './helpers/tracking.ts';

/** The dogs of the adoption event, as the published content lists them. */
const dogs = DogsFileSchema.parse(JSON.parse(readFileSync('generated/content/dogs.json', 'utf8'))).dogs;

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

interface ChildForm {
  form: FormName;
  path: string;
  /** The form on the page. */
  scope: (page: Page) => Locator;
  /** Everything but the adult's consent; `marker` identifies the submission in the inbox. */
  fill: (page: Page, marker: string) => Promise<void>;
  /** The payload field that holds the marker. */
  markerKey: string;
  /** The spec's payload keys, in order. */
  keys: string[];
  before?: (page: Page) => Promise<unknown>;
  /** What must be chosen on the page before the consent box is there (the newsletter: who it is for). */
  prepare?: (page: Page) => Promise<unknown>;
}

const signup = (page: Page) => page.getByRole('form', { name: 'Formulario de inscripción' });

const CHILD_FORMS: ChildForm[] = [
  {
    form: 'newsletter',
    path: '/newsletter',
    scope: signup,
    markerKey: 'nameForm',
    keys: ['nameForm', 'emailForm', 'dateForm', 'suscripcion'],
    // For a child in one's care: only then is the adult's consent asked (for oneself, 18 or older, it is one's own).
    prepare: (page) => page.getByRole('radio', { name: 'Para una niña o un niño a mi cargo' }).check(),
    fill: async (page, marker) => {
      await page.getByLabel('Nombre').fill(marker);
      await page.getByLabel('Correo electrónico').fill('familia@ejemplo.cl');
      await page.getByLabel('Fecha de nacimiento').fill('2016-09-18');
      await page.getByLabel(/Acepto los términos/).check();
    },
  },
  {
    form: 'dia-del-nino',
    path: '/dia-del-nino',
    scope: signup,
    markerKey: 'nameForm',
    keys: ['nameForm', 'dateForm', 'emailform'],
    fill: async (page, marker) => {
      await page.getByLabel('Nombre').fill(marker);
      await page.getByLabel('Fecha de nacimiento').fill('2016-09-18');
      await page.getByLabel('Correo electrónico').fill('familia@ejemplo.cl');
      await page.getByLabel(/Acepto los términos/).check();
    },
  },
  {
    form: 'cumple',
    path: '/cumple',
    scope: (page) => page.getByRole('form', { name: 'Formulario' }),
    markerKey: 'nombreNinio',
    keys: ['nombreTutor', 'telefono', 'emailTutor', 'direccion', 'nombreNinio', 'diaCumpleanios'],
    fill: async (page, marker) => {
      await page.getByLabel('Nombre del adulto responsable').fill('Carla Pérez');
      await page.getByLabel('Teléfono').fill('+56 9 1234 5678');
      await page.getByLabel('Correo electrónico del adulto responsable').fill('carla@ejemplo.cl');
      await page.getByLabel('Dirección').fill('Av. Siempre Viva 123');
      await page.getByLabel('Nombre del niño o niña').fill(marker);
      await page.getByLabel('Fecha de nacimiento').fill('2019-03-11');
    },
  },
  {
    form: 'course',
    path: '/taller-de-ciencias?paso=formulario',
    // The form opens once the workshop's question was answered in this session.
    before: (page) => page.addInitScript(() => sessionStorage.setItem('cuestionarioAprobado', 'science')),
    scope: (page) => page.locator('form.course-form'),
    markerKey: 'nameForm',
    keys: ['nameForm', 'emailForm', 'curso'],
    fill: async (page, marker) => {
      await page.getByLabel('Tu nombre').fill(marker);
      await page.getByLabel(/Correo/).fill('familia@ejemplo.cl');
      await page.getByLabel(/Acepto los términos/).check();
    },
  },
];

/** The notice sits just above the button (nothing between them), says who, what for and how long, and links to /privacidad. */
async function expectNoticeAboveButton(form: Locator, button: Locator): Promise<void> {
  const notice = form.locator('.form-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/Estos datos .* solo para .* se borran a los \d+ días/);
  await expect(notice.getByRole('link', { name: 'Cómo cuidamos tus datos y tus derechos' })).toHaveAttribute('href', '/privacidad');
  const [noticeBox, buttonBox] = [await notice.boundingBox(), await button.boundingBox()];
  if (!noticeBox || !buttonBox) throw new Error('sin cajas');
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(buttonBox.y);
  // Nothing between them: the next thing after the notice holds the button.
  expect(await notice.evaluate((element, target) => element.nextElementSibling?.contains(target) ?? false, await button.elementHandle())).toBe(true);
}

test.describe("an adult's consent on every form that may take a child's data", () => {
  for (const c of CHILD_FORMS) {
    test(`${c.path}: cannot be sent until the consent is ticked; then the payload is the spec's plus consentimiento`, async ({ page }) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await c.before?.(page);
      await page.goto(c.path);
      await hydrated(page);
      await c.prepare?.(page);
      const form = c.scope(page);
      const button = form.getByRole('button', { name: 'Enviar' });
      const consent = consentBox(form);
      await expect(consent).not.toBeChecked();
      await expect(consent).toHaveAttribute('required', '');
      // The consent names the adult and is a box of its own, apart from the terms.
      await expect(form.getByRole('checkbox')).toHaveCount(c.form === 'cumple' ? 1 : 2);
      await expectNoticeAboveButton(form, button);

      const marker = uniqueName(`Consentimiento ${c.form}`);
      await c.fill(page, marker);
      await button.click();
      await expect(consent).toBeFocused();
      expect(await consent.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
      expect(posts).toEqual([]);

      const sentAfter = Date.now();
      await form.getByText(CONSENT_LABEL).click();
      await expect(consent).toBeChecked();
      await button.click();
      await expect.poll(async () => (await submissionsWith(c.form, c.markerKey, marker)).length).toBe(1);
      const [entry] = await submissionsWith(c.form, c.markerKey, marker);
      expect(Object.keys(entry?.data ?? {})).toEqual([...c.keys, 'consentimiento']);
      const given = entry?.data.consentimiento as { version: string; fecha: string };
      expect(Object.keys(given)).toEqual(['version', 'fecha']);
      expect(given.version).toBe(NOTICE_VERSION);
      expect(Date.parse(given.fecha)).toBeGreaterThanOrEqual(sentAfter - 1000);
      expect(Date.parse(given.fecha)).toBeLessThanOrEqual(Date.now());
    });
  }

  test('/mascotas (filled in by an adult): the notice above its button, no consent box', async ({ page }) => {
    await page.goto('/mascotas');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Confirmar asistencia' });
    await expectNoticeAboveButton(form, form.getByRole('button', { name: 'Confirmar asistencia' }));
    await expect(consentBox(form)).toHaveCount(0);
  });
});

test('a double-click on "Enviar" sends the form once and stays on its thank-you', async ({ page }) => {
  // A phone's screen, where the footer's links move under the pointer once the thank-you replaces the form.
  await page.setViewportSize({ width: 390, height: 844 });
  const marker = uniqueName('Doble clic');
  await page.goto('/newsletter');
  await hydrated(page);
  await CHILD_FORMS[0]?.prepare?.(page);
  await CHILD_FORMS[0]?.fill(page, marker);
  await consentBox(page).check();
  const send = signup(page).getByRole('button', { name: 'Enviar' });
  await send.scrollIntoViewIfNeeded();
  const box = await send.boundingBox();
  if (!box) throw new Error('sin botón');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // As a person double-clicks: a click, a short pause, and a second click counted as such (detail 2).
  await page.mouse.move(x, y);
  await page.mouse.down({ clickCount: 1 });
  await page.mouse.up({ clickCount: 1 });
  const thanks = page.getByRole('heading', { level: 2, name: '¡Gracias por suscribirte!' });
  await expect(thanks).toBeVisible();
  // Whatever is now under the pointer must not receive the second click.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __clicks: number[] }).__clicks = seen;
    document.addEventListener('click', (event) => seen.push(event.detail));
  });
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(thanks).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __clicks: number[] }).__clicks)).toEqual([]);
  expect(await submissionsWith('newsletter', 'nameForm', marker)).toHaveLength(1);
  // A new single click afterwards works as usual.
  await page.waitForTimeout(600);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/privacidad is linked from every page, the pet pages and the stories included', async ({ request }) => {
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).toContain('href="/privacidad"');
  }
});

/** The section of /privacidad about one form. */
const formSection = (page: Page, title: string) => page.getByRole('region', { name: title });

test('/privacidad: who is responsible, what each form takes, who receives it, for how long, the rights and the authority', async ({ page }) => {
  await page.goto('/privacidad');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacidad y tus datos');
  await expect(page.getByRole('link', { name: 'privacidad@teleton.cl' }).first()).toHaveAttribute('href', 'mailto:privacidad@teleton.cl');
  const expected: [string, number][] = [
    ['Diploma de la Academia Solar', 90],
    ['Suscripción a las novedades', 365],
    ['Inscripción al Día del Niño', 60],
    ['Concurso de cumpleaños', 180],
    ['Asistencia al evento de adopción', 90],
  ];
  for (const [title, days] of expected) {
    const section = formSection(page, title);
    await expect(section).toContainText('Qué pedimos');
    await expect(section).toContainText('Solo para');
    // The test build sets no webhook: the local inbox receives every form.
    await expect(section).toContainText('en la bandeja de entrada de este mismo sitio');
    await expect(section).toContainText(`Se borran a los ${days} días`);
  }
  const rights = page.locator('.privacy-rights li');
  await expect(rights).toHaveCount(6);
  for (const right of ['Acceso', 'Rectificación', 'Supresión', 'Oposición', 'Portabilidad', 'Bloqueo'])
    await expect(rights.filter({ hasText: `${right}:` })).toHaveCount(1);
  await expect(page.locator('#reclamo + p')).toContainText('reclamar ante la Agencia de Protección de Datos Personales');
  // Built without advertising IDs: not a word about advertising, and nothing to choose.
  await expect(page.getByRole('main')).not.toContainText(/publicidad|píxel|\bMeta\b|Google|cookie/i);
  await expect(page.getByRole('button', { name: 'Aceptar la medición' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("/privacidad says what art. 14 ter asks: legal name and RUT (to be published while unknown), each form's legal basis, withdrawal, security, recipients, the deadline", async ({
  page,
}) => {
  await page.goto('/privacidad');
  const responsible = page.locator('.privacy-responsible');
  // Values nobody here can know are said as pending, never guessed (and every pipeline build flags them).
  for (const term of ['Razón social', 'RUT']) await expect(responsible.locator('dt', { hasText: term }).locator('+ dd')).toHaveText('por publicar');
  for (const title of ['Diploma de la Academia Solar', 'Inscripción al Día del Niño', 'Concurso de cumpleaños']) {
    await expect(formSection(page, title)).toContainText('Base legalConsentimiento del adulto responsable');
  }
  // The newsletter may be for oneself or for a child in one's care: each with its basis, and which one is recorded.
  await expect(formSection(page, 'Suscripción a las novedades')).toContainText(
    'Base legalSi te suscribes tú, con 18 años o más, tu consentimiento, que das al enviar el formulario',
  );
  await expect(formSection(page, 'Suscripción a las novedades')).toContainText(
    'Si suscribes a una niña o un niño a tu cargo, el consentimiento del adulto responsable, que lo da marcando su propia casilla. El formulario guarda cuál',
  );
  await expect(formSection(page, 'Asistencia al evento de adopción')).toContainText('Base legalTu consentimiento');
  // The pet event's rules let the foundations contact adopters: the page says so, and not that nobody else receives the data.
  await expect(formSection(page, 'Asistencia al evento de adopción')).toContainText('la fundación que lo rescató recibe tu nombre, tu correo y tu teléfono');
  await expect(formSection(page, 'Asistencia al evento de adopción')).not.toContainText('con nadie más');
  await expect(page.getByRole('main')).not.toContainText('no se envían a otras empresas');
  await expect(page.getByRole('heading', { name: 'Cómo retirar tu consentimiento' })).toBeVisible();
  await expect(page.getByText(/Puedes retirar tu consentimiento.*cuando quieras y sin dar razones/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cómo cuidamos tus datos' })).toBeVisible();
  await expect(page.getByText(/solo puede leer la cuenta del servidor/)).toBeVisible();
  // Each right with its deadline as the law sets it: blocking in 2 business days, the others in 30 calendar days, extendable once.
  const rights = page.locator('.privacy-rights li');
  await expect(rights).toHaveCount(6);
  await expect(rights.filter({ hasText: 'Bloqueo' })).toContainText('Respondemos dentro de 2 días hábiles.');
  for (const right of ['Acceso', 'Rectificación', 'Supresión', 'Oposición', 'Portabilidad']) {
    await expect(rights.filter({ hasText: right })).toContainText('Respondemos dentro de 30 días corridos.');
  }
  await expect(page.getByText(/podemos extenderlo una sola vez, por otros 30 días corridos como máximo/)).toBeVisible();
  // Who may consent for a child, in the law's words; what applies from 14 to 17.
  await expect(page.getByText(/sus padres, de sus representantes legales o de quien tiene a su cargo su cuidado personal/)).toBeVisible();
  const teens = page.getByRole('heading', { name: 'Adolescentes de 14 a 17 años' }).locator('+ p');
  await expect(teens).toContainText('menos de 16 años');
  await expect(teens).toContainText('interés superior');
  await expect(teens).toContainText('autonomía progresiva');
  await expect(teens).toContainText('siempre piden la autorización del adulto responsable');
  await expect(teens).toContainText('autorice por su cuenta');
  await expect(page.getByText(/alguien que la o lo cuida por un rato/)).toContainText(
    'interés superior de la niña o el niño y respetando su autonomía progresiva',
  );
});

test('/privacidad says the rest of what art. 14 ter asks, the dates, every way in for a request, and what happens after a breach', async ({ page }) => {
  await page.goto('/privacidad');
  // The version is the day it was published (each consent records it); the notice applies from the day the law does.
  await expect(page.locator('.privacy-version')).toHaveText(/^Versión publicada el \d+ de \p{L}+ de \d{4}; se aplica desde el 1 de diciembre de 2026\.$/u);
  const responsible = page.locator('.privacy-responsible');
  for (const term of ['Representante legal', 'Delegado de protección de datos'])
    await expect(responsible.locator('dt', { hasText: term }).locator('+ dd')).toHaveText('por publicar');
  await expect(page.getByRole('heading', { name: 'De quiénes son los datos, qué pedimos y para qué' })).toBeVisible();
  await expect(page.getByText(/las niñas y los niños cuyo nombre o fecha de nacimiento da su adulto responsable/)).toBeVisible();
  await expect(page.getByText(/Todos los datos vienen de los formularios de este sitio/)).toContainText('tampoco de fuentes de acceso público');
  await expect(page.getByRole('heading', { name: 'Decisiones automatizadas' }).locator('+ p')).toHaveText(
    'No usamos los datos de los formularios para tomar decisiones automatizadas sobre ti ni para elaborar perfiles.',
  );
  await expect(page.getByRole('heading', { name: 'Si algo sale mal' }).locator('+ p')).toContainText(
    'avisamos también a sus familias, al correo o al teléfono que dejaron en el formulario',
  );
  // A family that left only a phone has a way in: the e-mail, the phone (to be published until the organisers give one) and the post.
  const channels = page.locator('#contacto + p + .privacy-channels');
  await expect(channels.locator('dt')).toHaveText(['Correo', 'Teléfono', 'Carta']);
  await expect(channels.locator('dt', { hasText: 'Teléfono' }).locator('+ dd')).toHaveText('por publicar');
  await expect(channels.locator('dt', { hasText: 'Carta' }).locator('+ dd')).toContainText('Estación Central');
  await expect(page.getByText(/comprobamos que la solicitud viene de la familia que los dejó/)).toBeVisible();
  await expect(page.getByText(/buscamos tu envío también en ese servicio/)).toBeVisible();
  await expect(page.getByText(/Tienes 30 días hábiles para hacerlo/)).toContainText('Agencia de Protección de Datos Personales');
  // The local inbox receives every form of the test build: no service, no transfer abroad, and the page says so.
  await expect(page.locator('#transferencias + p')).toHaveText(
    'Ningún formulario de este sitio se envía a un servicio de otro país: todos llegan a la bandeja de entrada del propio sitio.',
  );
  await expect(page.getByRole('main')).not.toContainText('correo que usaste en el formulario y dejamos');
});

test("/privacidad answers art. 14 ter letter by letter, in the law's order, each letter leading to its section", async ({ page }) => {
  await page.goto('/privacidad');
  const letters = 'abcdefghijkl'.split('');
  const index = page.getByRole('navigation', { name: 'Lo que te contamos aquí' });
  await expect(index.locator('.privacy-index-letter')).toHaveText(letters.map((letter) => `${letter})`));
  const expected: Record<string, RegExp> = {
    a: /^Versión publicada el/,
    b: /^Quién es responsable de tus datos/,
    c: /^Dónde recibimos tus solicitudes/,
    d: /^De quiénes son los datos, qué pedimos y para qué/,
    e: /^Cómo cuidamos tus datos/,
    f: /^Tus derechos/,
    g: /^Si no estás de acuerdo/,
    h: /^Transferencias internacionales/,
    i: /^Cuánto tiempo guardamos los datos/,
    j: /^De dónde vienen los datos/,
    k: /^Cómo retirar tu consentimiento/,
    l: /^Decisiones automatizadas/,
  };
  const targets: number[] = [];
  for (const [i, letter] of letters.entries()) {
    const href = await index.getByRole('link').nth(i).getAttribute('href');
    const target = page.locator(href ?? '#missing');
    await expect(target, `letra ${letter}`).toHaveText(expected[letter] as RegExp);
    // Each section says the letter it answers (the first, the version, is the notice itself).
    if (letter !== 'a') await expect(target.locator('.privacy-letter')).toHaveText(`(art. 14 ter, letra ${letter})`);
    targets.push(await target.evaluate((node) => [...document.querySelectorAll('main *')].indexOf(node)));
  }
  // Sections follow the law's order down the page.
  expect(targets).toEqual([...targets].sort((x, y) => x - y));
  // Each retention period, per form, under (i); the source under (j); the withdrawal under (k), by every channel above.
  await expect(page.locator('#plazos + ul li')).toContainText(['Concurso de cumpleaños: se borran']);
  await expect(page.locator('#fuente + p')).toContainText('los de una niña o un niño, por su adulto responsable');
  await expect(page.locator('#retirar + p')).toContainText('están más arriba, en «Dónde recibimos tus solicitudes»');
  await index.getByRole('link', { name: /Si hay decisiones automatizadas/ }).click();
  await expect(page).toHaveURL(/#decisiones$/);
  await expectNoAxeViolations(page);
});

test('one name for the adult who consents, on every form and on /privacidad: never "tutor" nor "adulto a cargo"', async ({ request }) => {
  for (const path of ['/newsletter', '/dia-del-nino', '/cumple', '/taller-de-ciencias', '/formulario-solar', '/mascotas', '/privacidad']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/\btutor\b|adulto a cargo/i);
  }
});

test.describe('the configured build (a webhook on another origin, the advertising IDs set)', () => {
  usesConfiguredBuild();

  test('/privacidad names the configured webhook host, and the local inbox for the others', async ({ page }) => {
    await page.goto(`${CONFIGURED_BASE}/privacidad`);
    await hydrated(page);
    // A host the content's table of recipients does not list: named, and what is unknown of it said as such.
    await expect(formSection(page, 'Asistencia al evento de adopción')).toContainText(`a través de un servicio en 127.0.0.1:${OTHER_PORT}`);
    // The table of services names the host for whoever needs it; what is unknown of it, said as such.
    await expect(page.locator('.privacy-services tbody tr')).toHaveText([`por publicarpor publicar127.0.0.1:${OTHER_PORT}`]);
    await expect(formSection(page, 'Asistencia al evento de adopción')).toContainText(
      'Qué empresa presta ese servicio y en qué país guarda los datos: por publicar',
    );
    await expect(formSection(page, 'Concurso de cumpleaños')).toContainText('en la bandeja de entrada de este mismo sitio');
    await page.goto(`${CONFIGURED_BASE}/mascotas`);
    await expect(page.locator('.form-notice')).toContainText(`a través de 127.0.0.1:${OTHER_PORT}`);
  });

  const banner = (page: Page) => page.getByRole('region', { name: '¿Nos dejas medir esta visita?' });

  test('before a yes, after a no and after a reload following a no: not one request to the advertising hosts', async ({ page }) => {
    const requested = await stubThirdParty(page);
    await page.goto(`${CONFIGURED_BASE}/mascotas`);
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('undefined');

    await banner(page).getByRole('button', { name: 'No, gracias' }).click();
    await expect(banner(page)).toBeHidden();
    await page.waitForTimeout(300);
    expect(requested).toEqual([]);

    for (const path of ['/mascotas', '/listamascotas/kuyen', '/mascotas-gracias']) {
      await page.goto(`${CONFIGURED_BASE}${path}`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await expect(banner(page), path).toBeHidden();
      expect(requested, path).toEqual([]);
    }
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
  });

  test("a yes by keyboard alone: the pixel's page view once, then on the thank-you page each of the spec's events once", async ({ page }) => {
    const requested = await stubThirdParty(page);
    await page.goto(`${CONFIGURED_BASE}/mascotas`);
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);
    const yes = banner(page).getByRole('button', { name: 'Sí, acepto' });
    // The banner comes first after the skip link: a few presses of Tab reach it.
    for (let presses = 0; presses < 4 && !(await yes.evaluate((button) => button === document.activeElement)); presses++) await page.keyboard.press('Tab');
    await expect(yes).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    // Automatic event collection off before init (it would send the form's button labels): only the spec's events.
    await expect
      .poll(() => pixelCalls(page))
      .toEqual([
        ['set', 'autoConfig', 'false', '123'],
        ['init', '123'],
        ['track', 'PageView'],
      ]);
    expect(requested).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);

    await page.goto(`${CONFIGURED_BASE}/mascotas-gracias`);
    await hydrated(page);
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => gtagCalls(page)).toContain(JSON.stringify(['event', 'conversion', { send_to: 'AW-1/abc' }]));
    await page.waitForTimeout(300);
    const calls = await pixelCalls(page);
    expect(calls).toEqual([
      ['set', 'autoConfig', 'false', '123'],
      ['init', '123'],
      ['track', 'PageView'],
      ['track', 'CompleteRegistration'],
    ]);
    expect((await gtagCalls(page)).filter((call) => call.includes('conversion'))).toHaveLength(1);
    expect((await gtagCalls(page)).filter((call) => call.includes('config'))).toHaveLength(1);
  });

  test('the choice can be changed on /privacidad, and a no there stops the next pages', async ({ page }) => {
    const requested = await stubThirdParty(page);
    await page.goto(`${CONFIGURED_BASE}/privacidad`);
    await hydrated(page);
    const accept = page.getByRole('button', { name: 'Aceptar la medición' });
    const refuse = page.getByRole('button', { name: 'No aceptar' });
    await expect(page.getByText('Aún no has elegido')).toBeVisible();
    await accept.click();
    await expect(accept).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Ahora: aceptaste')).toBeVisible();

    // A dog's story, which children use, never measures anything, even after a yes.
    await page.goto(`${CONFIGURED_BASE}/listamascotas/kuyen`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
    expect(requested).toEqual([]);
    await page.goto(`${CONFIGURED_BASE}/mascotas`);
    await hydrated(page);
    await expect
      .poll(() => pixelCalls(page))
      .toEqual([
        ['set', 'autoConfig', 'false', '123'],
        ['init', '123'],
        ['track', 'PageView'],
      ]);

    await page.goto(`${CONFIGURED_BASE}/privacidad`);
    await hydrated(page);
    await refuse.click();
    await expect(refuse).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Ahora: no aceptaste')).toBeVisible();
    const before = requested.length;
    await page.goto(`${CONFIGURED_BASE}/mascotas`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    expect(requested.slice(before)).toEqual([]);
  });

  test('the banner and any tracking only on the adult pages: the registration and its thank-you, never a dog page nor the list', async ({ request }) => {
    const bannerTag = 'id="aviso-publicidad"';
    for (const path of ['/mascotas', '/mascotas-gracias']) expect(await (await request.get(`${CONFIGURED_BASE}${path}`)).text(), path).toContain(bannerTag);
    const dogPages = ['/listamascotas', ...dogs.map((dog) => `/listamascotas/${dog.slug}`)];
    expect(dogPages).toHaveLength(44);
    for (const path of dogPages) {
      const html = await (await request.get(`${CONFIGURED_BASE}${path}`)).text();
      expect(html, path).not.toContain(bannerTag);
      expect(withoutPolicy(html), path).not.toMatch(/medir esta visita|fbevents|googletagmanager/);
    }
  });

  test('the vendors named are those whose ID the build sets, with their cookies, how long they last, and the United States', async ({ page }) => {
    await page.goto(`${CONFIGURED_BASE}/mascotas`);
    await hydrated(page);
    await expect(banner(page)).toContainText('esta página le avisa a Meta y Google que la visitaste');
    await page.goto(`${CONFIGURED_BASE}/privacidad`);
    await hydrated(page);
    const section = page.getByRole('heading', { name: 'Publicidad y medición' }).locator('+ p');
    await expect(section).toContainText('usamos el píxel de Meta y la medición de conversiones de Google Ads para');
    await expect(section).toContainText('Meta Platforms, Inc. y Google LLC, en Estados Unidos: es una transferencia internacional de datos');
    const cookies = page.getByRole('list', { name: 'Cookies que guardan en tu navegador, solo después de que aceptes' });
    await expect(cookies.getByRole('listitem')).toHaveCount(4);
    for (const [cookie, vendor] of [
      ['_fbp', 'Meta'],
      ['_fbc', 'Meta'],
      ['_gcl_au', 'Google'],
      ['_gcl_aw', 'Google'],
    ]) {
      await expect(cookies.getByRole('listitem').filter({ hasText: new RegExp(`^${cookie}, de ${vendor}: .*\\. Dura 90 días\\.$`) })).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
  });

  test("a no that follows a yes deletes the vendors' cookies, on /privacidad and on the banner that asks again", async ({ page, context }) => {
    await stubThirdParty(page);
    const vendorCookies = ['_fbp', '_fbc', '_gcl_au', '_gcl_aw'];
    // What the vendors' scripts leave after a yes (on this host: the tests' site has no parent domain).
    const setCookies = () => context.addCookies([...vendorCookies, 'otra'].map((name) => ({ name, value: `${name}-valor`, domain: '127.0.0.1', path: '/' })));
    const names = async () => (await context.cookies(CONFIGURED_BASE)).map((cookie) => cookie.name).sort();

    await page.goto(`${CONFIGURED_BASE}/privacidad`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Aceptar la medición' }).click();
    await setCookies();
    await page.getByRole('button', { name: 'No aceptar' }).click();
    await expect.poll(names).toEqual(['otra']);

    // A yes given under an earlier text: the banner asks again, and its no deletes what that yes left.
    await page.evaluate(() =>
      localStorage.setItem('publicidad', JSON.stringify({ eleccion: 'si', version: 'texto-anterior', fecha: new Date().toISOString() })),
    );
    await setCookies();
    await page.goto(`${CONFIGURED_BASE}/mascotas`);
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'No, gracias' }).click();
    await expect.poll(names).toEqual(['otra']);
  });
});
