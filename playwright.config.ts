import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './site/e2e/chromium.ts';
import { E2E_COUNTER_FILE, E2E_INBOX_DIR, E2E_PORT, E2E_SITE_DIR } from './site/e2e/env.ts';

const useDebianChromium = existsSync(DEBIAN_CHROMIUM);
if (!useDebianChromium) {
  console.warn(`${DEBIAN_CHROMIUM} not found: falling back to Playwright's managed Chromium.`);
}

export default defineConfig({
  testDir: './site/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    trace: 'retain-on-failure',
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
  // The built site served by the same server `npm start` runs; never a dev server, never an old one.
  webServer: {
    command: 'tsx server/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/teleton-contador`,
    reuseExistingServer: false,
    timeout: 30_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(E2E_PORT),
      INBOX_DIR: E2E_INBOX_DIR,
      COUNTER_FILE: E2E_COUNTER_FILE,
      SITE_DIR: E2E_SITE_DIR,
    },
  },
});
