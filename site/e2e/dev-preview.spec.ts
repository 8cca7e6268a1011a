import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './helpers/env.ts';
import { waitForAnswer } from './helpers/process-server.ts';

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

// Starting `vike dev` takes most of a minute on a busy two-core machine, and each pipeline run
// most of half a minute while the other worker's tests run beside it.
test.describe.configure({ timeout: 300_000 });
/** The longest one pipeline run, or one reload after it, may take here: a cap, not a delay. */
const RUN_MS = 90_000;

let dev: ChildProcess | null = null;
let original = '';
let published = '';
/** How many pipeline runs the dev server has reported (its `raw-data: …` lines), and who waits for the next. */
let runsReported = 0;
let onRun: (() => void) | null = null;

/** Resolves once the dev server has reported `count` pipeline runs in all. */
async function runsDone(count: number): Promise<void> {
  const deadline = Date.now() + RUN_MS;
  while (runsReported < count) {
    if (Date.now() > deadline) throw new Error(`the dev server reported ${runsReported} pipeline runs, not ${count}`);
    await new Promise<void>((done) => {
      onRun = done;
      setTimeout(done, 500);
    });
  }
}

/** Counts the `raw-data:` lines of one of the dev server's outputs, whole lines only. */
function countRuns(): (chunk: Buffer) => void {
  let partial = '';
  return (chunk) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    runsReported += lines.filter((line) => line.includes('raw-data:')).length;
    onRun?.();
  };
}

/** Starting `vike dev` and its first pipeline run on a loaded machine: a cap, not a delay. */
const START_MS = 180_000;

test.beforeAll(async () => {
  // The hook's own time limit is 30 s unless set here (describe.configure sets the tests').
  test.setTimeout(START_MS + RUN_MS + 10_000);
  [original, published] = await Promise.all([readFile(CONTENT, 'utf8'), readFile(GENERATED, 'utf8')]);
  expect(original).toMatch(INVITATION);
  dev = spawn('npx', ['vike', 'dev', '--port', String(DEV_PORT), '--strictPort'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  dev.stdout?.on('data', countRuns());
  dev.stderr?.on('data', countRuns());
  await waitForAnswer(`http://127.0.0.1:${DEV_PORT}/`, START_MS, 'vike dev');
  // The run the dev server starts with (edits made while it was stopped) ends before the test edits.
  await runsDone(1);
});

test.afterAll(async () => {
  test.setTimeout(RUN_MS + 10_000);
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
    // Each step waits for the dev server's report of the run its edit started, then for the page,
    // as long as one more run and a reload may take: a save the watcher caught half-written makes
    // a run that fails and one more after it, and a reload under load can outlast 30 s.
    await writeFile(CONTENT, original.replace(INVITATION, `$1${EDITED}"`));
    await runsDone(2);
    await expect(invitation).toContainText(EDITED, { timeout: RUN_MS });

    await writeFile(CONTENT, original.replace('"invitation":', '"invitacion":'));
    await runsDone(3);
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toBeAttached({ timeout: RUN_MS });
    await expect(overlay.locator('.message-body')).toContainText('content/teleton.json');
    await expect(overlay.locator('.message-body')).toContainText('campo desconocido "invitacion"; ¿quisiste decir "invitation"?');
    // The page behind keeps the last good data.
    await expect(invitation).toContainText(EDITED);

    await writeFile(CONTENT, original);
    await runsDone(4);
    await expect(overlay).not.toBeAttached({ timeout: RUN_MS });
    await expect(invitation).toContainText(sentence, { timeout: RUN_MS });
  } finally {
    await writeFile(CONTENT, original);
  }
  // Leave the dev server's page (its map workers and live-reload socket) inside the test: once, in
  // a full run, closing the browser context with it still open hung past the test's timeout.
  await page.goto('about:blank');
});
