import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './site/e2e/helpers/chromium.ts';
import { CONFIGURED_PORT, CONFIGURED_SITE_DIR, E2E_COUNTER_FILE, E2E_INBOX_DIR, E2E_PORT, E2E_SITE_DIR, OTHER_ORIGIN } from './site/e2e/helpers/env.ts';

const useDebianChromium = existsSync(DEBIAN_CHROMIUM);
if (!useDebianChromium) {
  console.warn(`${DEBIAN_CHROMIUM} not found: falling back to Playwright's managed Chromium.`);
}

/** A built site served by the same server `npm start` runs; never a dev server, never an old one. */
function site(port: number, siteDir: string, inboxDir: string) {
  return {
    command: 'tsx server/serve.ts',
    url: `http://127.0.0.1:${port}/api/teleton-contador`,
    reuseExistingServer: false,
    // How long the server may take to answer on a loaded two-core machine: a cap, not a delay.
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    env: { PORT: String(port), INBOX_DIR: inboxDir, COUNTER_FILE: E2E_COUNTER_FILE, SITE_DIR: siteDir },
  };
}

export default defineConfig({
  testDir: './site/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  // What a test waits for (a page's hydration, a map's idle, an element's state) may take longer
  // than the default 5 s on a busy two-core machine; a cap, not a delay.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    // Recording a trace of every test cost a quarter of the suite's CPU on these two cores, for
    // the few that fail: a failure keeps a screenshot, and `npx playwright test --trace on` replays one.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: useDebianChromium ? { executablePath: DEBIAN_CHROMIUM, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    // The test build (`npm run test:e2e` builds both sites first: site/e2e/helpers/build-sites.ts).
    site(E2E_PORT, E2E_SITE_DIR, E2E_INBOX_DIR),
    // The configured build, when it was built: the tests that need it say so when it was not.
    ...(existsSync(CONFIGURED_SITE_DIR) ? [site(CONFIGURED_PORT, CONFIGURED_SITE_DIR, `${E2E_INBOX_DIR}-configured`)] : []),
    // The other origin the configured build's pages reach: street tiles and a webhook.
    {
      command: 'tsx site/e2e/helpers/other-origin.ts',
      url: `${OTHER_ORIGIN}/log`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
