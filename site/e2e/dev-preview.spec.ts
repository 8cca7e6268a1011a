import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './env.ts';

/**
 * `npm run dev` as a maintainer uses it: an edit of raw-data/ shows on the open page without a
 * reload by hand; a bad edit shows the pipeline's problems over the page, and the fix clears them.
 * The test edits the real content file (the dev server reads this repository's raw-data/) and
 * puts it back, byte for byte, whatever happens.
 */
const DEV_PORT = E2E_PORT + 90;
const CONTENT = resolve('raw-data/content/teleton.json');
const GENERATED = resolve('generated/content/teleton.json');
/** The locator's invitation, as raw-data/content/teleton.json words it, and as the test rewords it. */
const INVITATION = /("invitation": ")([^"]*)"/;
const EDITED = 'Busca tu punto limpio en el mapa: prueba de vista previa.';

// Starting `vike dev` takes most of a minute on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

let dev: ChildProcess | null = null;
let original = '';
let published = '';

async function waitForPage(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`vike dev did not answer on ${url}`);
}

test.beforeAll(async () => {
  [original, published] = await Promise.all([readFile(CONTENT, 'utf8'), readFile(GENERATED, 'utf8')]);
  expect(original).toMatch(INVITATION);
  dev = spawn('npx', ['vike', 'dev', '--port', String(DEV_PORT), '--strictPort'], { stdio: 'ignore', detached: true });
  await waitForPage(`http://127.0.0.1:${DEV_PORT}/`, Date.now() + 120_000);
});

test.afterAll(async () => {
  await writeFile(CONTENT, original);
  // The dev server's last run puts generated/ back as it was before the test.
  const deadline = Date.now() + 30_000;
  while ((await readFile(GENERATED, 'utf8')) !== published && Date.now() < deadline) await new Promise((done) => setTimeout(done, 200));
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  expect(await readFile(GENERATED, 'utf8')).toBe(published);
});

test('npm run dev: a data edit shows on the open page; a bad one shows its problem until it is fixed', async ({ page }) => {
  const sentence = INVITATION.exec(original)?.[2] ?? '';
  const invitation = page.locator('.locator-invitation');
  await page.goto(`http://127.0.0.1:${DEV_PORT}/`);
  await expect(invitation).toContainText(sentence, { timeout: 30_000 });
  try {
    await writeFile(CONTENT, original.replace(INVITATION, `$1${EDITED}"`));
    await expect(invitation).toContainText(EDITED, { timeout: 20_000 });

    await writeFile(CONTENT, original.replace('"invitation":', '"invitacion":'));
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toBeAttached({ timeout: 20_000 });
    await expect(overlay.locator('.message-body')).toContainText('content/teleton.json');
    await expect(overlay.locator('.message-body')).toContainText('campo desconocido "invitacion"; ¿quisiste decir "invitation"?');
    // The page behind keeps the last good data.
    await expect(invitation).toContainText(EDITED);

    await writeFile(CONTENT, original);
    await expect(overlay).not.toBeAttached({ timeout: 20_000 });
    await expect(invitation).toContainText(sentence, { timeout: 20_000 });
  } finally {
    await writeFile(CONTENT, original);
  }
  // Leave the dev server's page (its map workers and live-reload socket) inside the test: once, in
  // a full run, closing the browser context with it still open hung past the test's timeout.
  await page.goto('about:blank');
});
