import { resolve } from 'node:path';

/** Port of the test server; away from `npm start`'s 3000 so both can run. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The test server's inbox, read by the tests to check what a form really sent. */
export const E2E_INBOX_DIR = resolve('.e2e/inbox');
/** The counter file the shared test server reads. */
export const E2E_COUNTER_FILE = resolve('server/data/teleton-contador.json');

/** The built site the tests serve: `$SITE_OUT_DIR/client` when set (see vite.config.ts), else dist/client. */
export const E2E_SITE_DIR = resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client');
