import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { startServer } from '../../server/app.ts';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from '../../site/e2e/helpers/chromium.ts';
import { SeededFaults } from './faults.ts';

/**
 * The form reliability run: every sign-up form of the built site, driven through its real
 * page in Chromium against the local server with a share of the inbox's answers failing
 * (503, nothing stored). The visitor retries on the Spanish failure message until the page
 * confirms; afterwards the stored inbox must hold every intended submission exactly once.
 */

/** What one form did during the run. */
export interface FormReliability {
  /** Inbox name of the form (`/api/inbox/<form>`). */
  form: string;
  /** The pages it was submitted from. */
  pages: string[];
  /** Field of the payload that is unique per intended submission. */
  key: string;
  /** Submissions the visitor meant to make. */
  intended: number;
  /** POST requests the page sent to the inbox. */
  attempts: number;
  /** Answers of 503 (injected failures) the page received. */
  injectedFailures: number;
  /** Times the page showed the Spanish failure message. */
  failureMessages: number;
  /** Lines stored in the inbox for this form. */
  stored: number;
  /** Stored lines whose key was already stored (second and later copies). */
  duplicates: number;
  /** Intended submissions with nothing stored. */
  missing: number;
  /** Stored lines whose key no intended submission had (e.g. an empty form sent). */
  unexpected: number;
  /** Failures after which a field no longer held what was typed. */
  keptDataViolations: number;
  /** Answers the page contradicted (e.g. success shown on a 503, nothing shown at all). */
  uiMismatches: number;
  /** Seconds the form took. */
  seconds: number;
  /** The first problems met, for the report. */
  problems: string[];
  pass: boolean;
}

export interface ReliabilityBench {
  browser: string;
  /** Intended submissions per form. */
  submissions: number;
  /** Share of inbox answers that fail. */
  failRate: number;
  forms: FormReliability[];
  pass: boolean;
  seconds: number;
  notes: string[];
}

export interface ReliabilityOptions {
  /** Built site (the `client` folder). */
  root: string;
  port: number;
  submissions: number;
  failRate: number;
  /** Forms run at the same time (default 2, one per core of the usual machine). */
  parallel?: number;
  /** Only these forms (inbox names); default all. */
  forms?: readonly string[];
}

/** Each fault stream starts from its own seed, so a form's failures do not depend on the others' timing. */
const FIRST_SEED = 20_251_101;
const MAX_ATTEMPTS = 25;
const WAIT_MS = 20_000;
const FAILURE_TEXT = 'Tus datos siguen en el formulario';

/** One input the visitor fills, and the value that must still be there after a failure. */
interface Answer {
  selector: string;
  kind: 'text' | 'select' | 'check';
  value: string;
}

/** How to use one form through its page. */
interface FormDriver {
  form: string;
  key: string;
  /** The page the i-th submission starts from. */
  path: (i: number) => string;
  /** Waits until the form can be used on a freshly opened page. */
  ready: (page: Page) => Promise<void>;
  /** The answers of the i-th submission; `answers[keyIndex].value` is the unique key. */
  answers: (i: number) => Answer[];
  keyIndex: number;
  send: (page: Page) => Locator;
  /** The page's own confirmation of the i-th submission. */
  success: (page: Page, i: number) => Locator;
  /** The failure message's element. */
  failure: (page: Page) => Locator;
  /** True when the form stays on the page after a success and can be filled again. */
  reusable: boolean;
  /** What the visitor has done before in this browser session (run before every page of the context). */
  session?: () => void;
}

const pad = (i: number) => String(i).padStart(4, '0');
const text = (selector: string, value: string): Answer => ({ selector, kind: 'text', value });
const check = (selector: string): Answer => ({ selector, kind: 'check', value: 'on' });
/** A birth date in YYYY-MM-DD that changes with the index. */
const isoDate = (i: number) => `20${String(10 + (i % 10)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
const MONTHS = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];
const WORKSHOPS = ['taller-de-ciencias', 'taller-de-manualidades', 'taller-de-baile-tiktok', 'taller-de-cocina'];

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: WAIT_MS });
}

function signupDriver(form: 'newsletter' | 'dia-del-nino'): FormDriver {
  const emailKey = form === 'newsletter' ? 'emailForm' : 'emailform';
  return {
    form,
    key: emailKey,
    path: () => `/${form}`,
    ready: async (page) => {
      await hydrated(page);
      await page.locator('.signup form button[type="submit"]:not([disabled])').waitFor({ timeout: WAIT_MS });
    },
    answers: (i) => [
      text('#campo-nameForm', `Niña ${form} ${pad(i)}`),
      text(`#campo-${emailKey}`, `${form}.${pad(i)}@ejemplo.cl`),
      text('#campo-dateForm', isoDate(i)),
      check('#terms-check'),
      check('#signup-consentimiento'),
    ],
    keyIndex: 1,
    send: (page) => page.locator('.signup form button[type="submit"]'),
    success: (page) => page.locator('.signup-success h2'),
    failure: (page) => page.locator('#signup-error'),
    reusable: false,
  };
}

const DRIVERS: FormDriver[] = [
  signupDriver('newsletter'),
  signupDriver('dia-del-nino'),
  {
    form: 'cumple',
    key: 'emailTutor',
    path: () => '/cumple',
    ready: async (page) => {
      await hydrated(page);
      await page.locator('.birthday-form button[type="submit"]:not([disabled])').waitFor({ timeout: WAIT_MS });
    },
    answers: (i) => [
      text('#cumple-nombreTutor', `Tutor ${pad(i)}`),
      text('#cumple-telefono', `+56 9 ${String(10_000_000 + i).slice(0, 4)} ${String(10_000_000 + i).slice(4)}`),
      text('#cumple-emailTutor', `cumple.${pad(i)}@ejemplo.cl`),
      text('#cumple-direccion', `Av. Siempre Viva ${i}, Ñuñoa`),
      text('#cumple-nombreNinio', `Cumpleañero ${pad(i)}`),
      text('#cumple-diaCumpleanios', isoDate(i)),
      check('#cumple-consentimiento'),
    ],
    keyIndex: 2,
    send: (page) => page.locator('.birthday-form button[type="submit"]'),
    // The form is reset and the button says "Enviado" until the next edit.
    success: (page) => page.locator('.birthday-form button[type="submit"]', { hasText: 'Enviado' }),
    failure: (page) => page.locator('#cumple-error'),
    reusable: true,
  },
  {
    form: 'mascotas',
    key: 'email',
    path: () => '/mascotas',
    ready: async (page) => {
      await hydrated(page);
      await page.locator('.pets-form button[type="submit"]:not([disabled])').waitFor({ timeout: WAIT_MS });
    },
    answers: (i) => [
      text('#campo-name', `Familia ${pad(i)}`),
      { selector: '#campo-day', kind: 'select', value: String(1 + (i % 28)) },
      { selector: '#campo-month', kind: 'select', value: MONTHS[i % 12] ?? 'Enero' },
      { selector: '#campo-year', kind: 'select', value: String(1980 + (i % 40)) },
      text('#campo-email', `mascotas.${pad(i)}@ejemplo.cl`),
      text('#campo-phone', `+56 9 ${String(20_000_000 + i).slice(0, 4)} ${String(20_000_000 + i).slice(4)}`),
      check('#check-check'),
    ],
    keyIndex: 4,
    send: (page) => page.locator('.pets-form button[type="submit"]'),
    // The thank-you page.
    success: (page) => page.locator('#gracias-titulo'),
    failure: (page) => page.locator('#mascotas-error'),
    reusable: false,
  },
  {
    // The workshop's last step, in turn on the four workshops, whose questions the visitor answered.
    form: 'course',
    session: () => sessionStorage.setItem('cuestionarioAprobado', 'science,crafts,tiktok,kitchen'),
    key: 'emailForm',
    path: (i) => `/${WORKSHOPS[i % WORKSHOPS.length] ?? WORKSHOPS[0]}?paso=formulario`,
    ready: async (page) => {
      await hydrated(page);
      await page.locator('.course-form button[type="submit"]:not([disabled])').waitFor({ timeout: WAIT_MS });
    },
    answers: (i) => [
      text('#curso-nombre', `Peque ${pad(i)}`),
      text('#curso-correo', `curso.${pad(i)}@ejemplo.cl`),
      check('#terms-check'),
      check('#curso-consentimiento'),
    ],
    keyIndex: 1,
    send: (page) => page.locator('.course-form button[type="submit"]'),
    success: (page, i) => page.locator('dialog.success-dialog[open]', { hasText: `Peque ${pad(i)}` }),
    failure: (page) => page.locator('.course-form .form-error'),
    reusable: false,
  },
];

async function fill(page: Page, answers: readonly Answer[]): Promise<void> {
  for (const answer of answers) {
    const field = page.locator(answer.selector);
    if (answer.kind === 'check') await field.check();
    else if (answer.kind === 'select') await field.selectOption(answer.value);
    else await field.fill(answer.value);
  }
}

/** The answers no longer held by their fields, as `selector: found`. */
async function lostAnswers(page: Page, answers: readonly Answer[]): Promise<string[]> {
  const lost: string[] = [];
  for (const answer of answers) {
    const field = page.locator(answer.selector);
    if ((await field.count()) === 0) {
      lost.push(`${answer.selector}: el campo ya no está`);
      continue;
    }
    const found = answer.kind === 'check' ? ((await field.isChecked()) ? 'on' : 'off') : await field.inputValue();
    if (found !== answer.value) lost.push(`${answer.selector}: «${found}» en vez de «${answer.value}»`);
  }
  return lost;
}

/** Waits for the confirmation or the failure message, whichever the page shows. */
async function outcomeOf(success: Locator, failure: Locator): Promise<'success' | 'failure' | 'nothing'> {
  try {
    await success.or(failure).first().waitFor({ state: 'visible', timeout: WAIT_MS });
  } catch {
    return 'nothing';
  }
  if (await success.isVisible()) return 'success';
  return (await failure.isVisible()) ? 'failure' : 'nothing';
}

interface StoredLine {
  data?: Record<string, unknown>;
}

async function readStored(dir: string, form: string): Promise<StoredLine[]> {
  const content = await readFile(join(dir, `${form}.jsonl`), 'utf8').catch(() => '');
  return content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StoredLine);
}

/** Runs the intended submissions of one form in its own browser context. */
async function runForm(browser: Browser, base: string, driver: FormDriver, submissions: number) {
  const context = await browser.newContext({ baseURL: base, locale: 'es-CL', timezoneId: 'America/Santiago', viewport: { width: 1280, height: 900 } });
  if (driver.session) await context.addInitScript(driver.session);
  const page = await context.newPage();
  const inbox = `/api/inbox/${driver.form}`;
  const tally = { attempts: 0, injectedFailures: 0, failureMessages: 0, keptDataViolations: 0, uiMismatches: 0 };
  const problems: string[] = [];
  const problem = (message: string) => {
    if (problems.length < 8) problems.push(message);
  };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === inbox) tally.attempts++;
  });
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === inbox && response.status() === 503) tally.injectedFailures++;
  });
  const started = performance.now();
  let open = false;
  try {
    for (let i = 0; i < submissions; i++) {
      if (!open || !driver.reusable) {
        // The form is usable once hydrated: no need to wait for every image of the page.
        await page.goto(driver.path(i), { waitUntil: 'domcontentloaded' });
        await driver.ready(page);
        open = true;
      }
      const answers = driver.answers(i);
      await fill(page, answers);
      // Every other visitor is impatient and double-clicks "Enviar".
      let impatient = i % 2 === 1;
      for (let attempt = 1; ; attempt++) {
        if (attempt > MAX_ATTEMPTS) {
          problem(`#${i}: sin confirmación tras ${MAX_ATTEMPTS} intentos`);
          open = false;
          break;
        }
        const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === inbox, { timeout: WAIT_MS });
        const button = driver.send(page);
        await button.click({ clickCount: impatient ? 2 : 1, delay: 0 });
        impatient = false;
        const response = await answered.catch(() => null);
        if (!response) {
          tally.uiMismatches++;
          problem(`#${i}: «Enviar» no envió nada`);
          open = false;
          break;
        }
        const outcome = await outcomeOf(driver.success(page, i), driver.failure(page).filter({ hasText: FAILURE_TEXT }));
        if (response.status() === 200) {
          if (outcome !== 'success') {
            tally.uiMismatches++;
            problem(`#${i}: el servidor guardó, la página mostró ${outcome}`);
            open = false;
          }
          break;
        }
        if (outcome !== 'failure') {
          tally.uiMismatches++;
          problem(`#${i}: respuesta ${response.status()}, la página mostró ${outcome}`);
          open = false;
          break;
        }
        tally.failureMessages++;
        const lost = await lostAnswers(page, answers);
        if (lost.length > 0) {
          tally.keptDataViolations++;
          problem(`#${i}: tras la falla se perdió ${lost.join('; ')}`);
          // The visitor types it again.
          await fill(page, answers);
        }
      }
    }
  } catch (error) {
    problem(`error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await context.close();
  }
  return { ...tally, problems, seconds: (performance.now() - started) / 1000 };
}

/** Counts what the inbox stored against what was intended. */
function tallyInbox(lines: readonly StoredLine[], driver: FormDriver, submissions: number) {
  const intended = new Set(Array.from({ length: submissions }, (_, i) => driver.answers(i)[driver.keyIndex]?.value));
  const seen = new Map<unknown, number>();
  for (const line of lines) {
    const key = line.data?.[driver.key];
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  let duplicates = 0;
  let unexpected = 0;
  for (const [key, copies] of seen) {
    if (!intended.has(key as string)) unexpected += copies;
    else duplicates += copies - 1;
  }
  const missing = [...intended].filter((key) => !seen.has(key)).length;
  return { stored: lines.length, duplicates, unexpected, missing };
}

/**
 * Runs `submissions` intended submissions on every form (`parallel` forms at a time, one
 * browser context each) against a server on `port` whose inbox fails `failRate` of the answers.
 */
export async function benchReliability(options: ReliabilityOptions): Promise<ReliabilityBench> {
  const { root, port, submissions, failRate, parallel = 2 } = options;
  const drivers = DRIVERS.filter((driver) => !options.forms || options.forms.includes(driver.form));
  if (!Number.isInteger(submissions) || submissions < 1) throw new Error(`RELIABILITY_SUBMISSIONS no válido: ${submissions}`);
  if (drivers.length === 0) throw new Error(`Ningún formulario se llama así: ${options.forms?.join(', ') ?? ''}`);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No hay un sitio construido en ${root}: ejecute npm run build primero`);
  const inboxDir = await mkdtemp(join(tmpdir(), 'reliability-inbox-'));
  const seeds = new Map(DRIVERS.map((driver, index) => [driver.form, FIRST_SEED + index]));
  const faults = new SeededFaults(failRate, (form) => seeds.get(form) ?? FIRST_SEED);
  let server: Server | null = null;
  let browser: Browser | null = null;
  const started = performance.now();
  try {
    const listening = await startServer({ root, counterFile: resolve('server/data/teleton-contador.json'), inboxDir, faults }, port, '127.0.0.1');
    server = listening.server;
    const base = `http://127.0.0.1:${listening.port}`;
    browser = await chromium.launch({
      ...(existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM } : {}),
      args: CHROMIUM_ARGS,
    });
    const b = browser;
    // A small pool: the forms run side by side, as many at a time as `parallel`.
    const runs: Awaited<ReturnType<typeof runForm>>[] = [];
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < drivers.length; index = next++) {
        const driver = drivers[index];
        if (driver) runs[index] = await runForm(b, base, driver, submissions);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
    const forms: FormReliability[] = [];
    for (const [index, driver] of drivers.entries()) {
      const run = runs[index];
      if (!run) continue;
      const counts = tallyInbox(await readStored(inboxDir, driver.form), driver, submissions);
      const pages = [...new Set(Array.from({ length: Math.min(submissions, WORKSHOPS.length) }, (_, i) => driver.path(i)))];
      const pass =
        counts.missing === 0 &&
        counts.duplicates === 0 &&
        counts.unexpected === 0 &&
        counts.stored === submissions &&
        run.keptDataViolations === 0 &&
        run.uiMismatches === 0 &&
        run.problems.length === 0;
      forms.push({
        form: driver.form,
        pages,
        key: driver.key,
        intended: submissions,
        attempts: run.attempts,
        injectedFailures: run.injectedFailures,
        failureMessages: run.failureMessages,
        ...counts,
        keptDataViolations: run.keptDataViolations,
        uiMismatches: run.uiMismatches,
        seconds: run.seconds,
        problems: run.problems,
        pass,
      });
    }
    const version = browser.version();
    return {
      browser: `Chromium ${version}`,
      submissions,
      failRate,
      forms,
      pass: forms.length === drivers.length && forms.every((f) => f.pass),
      seconds: (performance.now() - started) / 1000,
      notes: [
        'Every other intended submission starts with a double click on the send button (an impatient visitor).',
        'Faults: one seeded stream per form, so the same submissions fail on every run.',
      ],
    };
  } finally {
    await browser?.close();
    if (server) {
      const s = server;
      s.closeAllConnections();
      await new Promise<void>((done) => s.close(() => done()));
    }
    await rm(inboxDir, { recursive: true, force: true });
  }
}
