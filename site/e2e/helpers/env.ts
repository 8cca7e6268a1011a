import { resolve } from 'node:path';

/** Port of the test server; away from `npm start`'s 3000 so both can run. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The test server's inbox, read by the tests to check what a form really sent. */
export const E2E_INBOX_DIR = resolve('.e2e/inbox');
/** The counter file the shared test server reads. */
export const E2E_COUNTER_FILE = resolve('server/data/teleton-contador.json');

/** The built site the tests serve: `$SITE_OUT_DIR/client` when set (see vite.config.ts), else dist/client. */
export const E2E_SITE_DIR = resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client');

/**
 * Another origin, as a tile host or an automation service is: the test street style with its
 * vector tiles, and a webhook (site/e2e/helpers/other-origin.ts). A fixed port, because the second build
 * writes its address into the pages.
 */
export const OTHER_PORT = E2E_PORT + 2;
export const OTHER_ORIGIN = `http://127.0.0.1:${OTHER_PORT}`;

/**
 * The second build (site/e2e/helpers/build-sites.ts): the site as production configures it, with the
 * variables the first build leaves unset or offline: a street map style, the advertising pixel
 * and ads conversion, and the pet-event registration posting to a webhook on another origin.
 */
export const CONFIGURED_ENV = {
  VITE_MAP_STYLE_URL: `${OTHER_ORIGIN}/style.json`,
  VITE_PIXEL_ID: '123',
  VITE_ADS_CONVERSION_ID: 'AW-1/abc',
  VITE_WEBHOOK_MASCOTAS: `${OTHER_ORIGIN}/hook/mascotas`,
} as const;
/** Where the second build is written (SITE_OUT_DIR: inside the repository, see vite.config.ts). */
export const CONFIGURED_OUT_DIR = '.e2e/dist-configured';
export const CONFIGURED_SITE_DIR = resolve(CONFIGURED_OUT_DIR, 'client');
/** The second build is served beside the first, by the same server. */
export const CONFIGURED_PORT = E2E_PORT + 1;
export const CONFIGURED_BASE = `http://127.0.0.1:${CONFIGURED_PORT}`;
