import { defineConfig } from 'vitest/config';
import { readSiteConfig } from './site/config/read-config.ts';

// Unit tests only; the browser specs in site/e2e run under Playwright against the built site.
export default defineConfig({
  // The site's modules read their configuration as SITE_CONFIG (vite.config.ts): the defaults here.
  define: { __SITE_CONFIG__: JSON.stringify(readSiteConfig({})) },
  test: {
    include: ['pipeline/**/*.test.ts', 'server/**/*.test.ts', 'shared/**/*.test.ts', 'tools/**/*.test.ts', 'site/**/*.test.{ts,tsx}'],
    exclude: ['site/e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // A safety cap, not a speed goal: the CLI tests spawn real processes on a shared 2-core machine,
    // and the suite must pass with both cores kept busy by something else (a fresh clone's tests
    // timed out at 60 s there). The tests that run the whole pipeline many times set their own, longer.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Two workers on two cores: the CLI tests wait on the processes they spawn, so a second worker
    // keeps both cores busy (the whole suite 119 s with Vitest's default of one, 74 s with two, 80 s with three).
    maxWorkers: 2,
  },
});
