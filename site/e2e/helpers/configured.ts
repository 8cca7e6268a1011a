import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CONFIGURED_SITE_DIR } from './env.ts';

/** In a describe block whose tests open the configured build: fails them at once, saying why, when it was not built. */
export function usesConfiguredBuild(): void {
  test.beforeAll(() => {
    expect(existsSync(CONFIGURED_SITE_DIR), `${CONFIGURED_SITE_DIR} no existe: npm run test:e2e lo construye (site/e2e/helpers/build-sites.ts)`).toBe(true);
  });
}
