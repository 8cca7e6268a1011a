import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { decodeHTML } from 'entities';
import { parseHeadersFile } from '../../shared/headers-file.ts';
import { permissionsPolicy } from '../config/security-policy.ts';
import { usesConfiguredBuild } from './helpers/configured.ts';
import { CONFIGURED_BASE, CONFIGURED_OUT_DIR, CONFIGURED_SITE_DIR, E2E_PORT } from './helpers/env.ts';
import { hydrated } from './helpers/hydrated.ts';
import { type ProcessServer, startProcessServer } from './helpers/process-server.ts';
import { routes } from './helpers/route-cases.ts';

/**
 * The built site as the hosts it is written for serve it: Cloudflare's own runtime (`wrangler pages
 * dev`, offline: the `_headers` and the address rules of Cloudflare Pages), `vike preview` and the
 * local server (`npm start`), each serving the production-shaped build (a webhook on another
 * origin, a street map style). Every page of the sitemap answers 200 at its own address with no
 * redirect, with its headers where the host sends them, and carries its Content-Security-Policy
 * in the page itself for a host that sends none (GitHub Pages).
 */
const CLOUDFLARE_PORT = E2E_PORT + 3;
const PREVIEW_PORT = E2E_PORT + 4;
/** The runtime's behaviour is pinned by its compatibility date, not by the wrangler release. */
const COMPATIBILITY_DATE = '2026-04-01';
/** Starting workerd, or Vite for the preview, on a busy two-core machine: a cap, not a delay. */
const START_MS = 120_000;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
usesConfiguredBuild();

const servers: ProcessServer[] = [];
const hosts = [
  { name: 'Cloudflare Pages (wrangler pages dev)', base: `http://127.0.0.1:${CLOUDFLARE_PORT}`, headers: true },
  { name: 'vike preview', base: `http://127.0.0.1:${PREVIEW_PORT}`, headers: false },
  { name: 'the local server (npm start)', base: CONFIGURED_BASE, headers: true },
];

test.beforeAll(async () => {
  test.setTimeout(START_MS * 2 + 10_000);
  const started = await Promise.allSettled([
    startProcessServer(
      'npx',
      ['wrangler', 'pages', 'dev', CONFIGURED_SITE_DIR, '--ip', '127.0.0.1', '--port', String(CLOUDFLARE_PORT), '--compatibility-date', COMPATIBILITY_DATE],
      // No telemetry, no update check: the runtime runs offline.
      { url: `http://127.0.0.1:${CLOUDFLARE_PORT}/`, capMs: START_MS, env: { WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'warn' } },
    ),
    startProcessServer('npx', ['vike', 'preview', '--port', String(PREVIEW_PORT), '--strictPort'], {
      url: `http://127.0.0.1:${PREVIEW_PORT}/`,
      capMs: START_MS,
      env: { SITE_OUT_DIR: CONFIGURED_OUT_DIR },
    }),
  ]);
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
});

test.afterAll(() => {
  for (const server of servers) server.stop();
});

/** The build's own files: its sitemap's addresses and its `_headers` rules. */
const sitemapPaths = () =>
  [...readFileSync(join(CONFIGURED_SITE_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
const commonRule = () => parseHeadersFile(readFileSync(join(CONFIGURED_SITE_DIR, '_headers'), 'utf8')).find((rule) => rule.pattern === '/*');

const get = (url: string) => fetch(url, { redirect: 'manual' });

/** The policy a page carries in `<meta http-equiv="Content-Security-Policy">`, decoded. */
function metaPolicy(html: string): string | null {
  const tag = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  return tag ? decodeHTML(tag[1] ?? '') : null;
}

for (const host of hosts) {
  test(`${host.name}: every page of the sitemap answers 200 at its own address, with no redirect`, async () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(60);
    const csp = commonRule()?.headers['Content-Security-Policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    const pagePolicy = csp
      .split('; ')
      .filter((directive) => !directive.startsWith('frame-ancestors'))
      .join('; ');
    const problems: string[] = [];
    for (const path of paths) {
      const res = await get(`${host.base}${path}`);
      if (res.status !== 200) {
        problems.push(`${path}: ${res.status} ${res.headers.get('location') ?? ''}`);
        continue;
      }
      const html = await res.text();
      if (metaPolicy(html) !== pagePolicy) problems.push(`${path}: <meta> CSP ${metaPolicy(html)}`);
      const named = [/<link rel="canonical" href="([^"]+)"/, /<meta property="og:url" content="([^"]+)"/].map(
        (tag) => new URL(tag.exec(html)?.[1] ?? 'x:').pathname,
      );
      if (named.some((each) => each !== path)) problems.push(`${path}: canonical and og:url name ${named.join(', ')}`);
      if (host.headers) {
        if (res.headers.get('content-security-policy') !== csp) problems.push(`${path}: Content-Security-Policy ${res.headers.get('content-security-policy')}`);
        if (res.headers.get('permissions-policy') !== permissionsPolicy(path))
          problems.push(`${path}: Permissions-Policy ${res.headers.get('permissions-policy')}`);
      }
      // The same address with a final slash leads to the same page: a redirect to it, or the page itself.
      const slashed = await get(`${host.base}${path === '/' ? '/index.html' : `${path}/`}`);
      if (slashed.status === 200) {
        if ((await slashed.text()) !== html) problems.push(`${path}/: another page`);
      } else if (![301, 302, 307, 308].includes(slashed.status) || new URL(slashed.headers.get('location') ?? '', host.base).pathname !== path) {
        problems.push(`${path}/: ${slashed.status} ${slashed.headers.get('location') ?? ''}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test(`${host.name}: every route of the site answers its status; unknown addresses the not-found page`, async () => {
    const answers = await Promise.all(routes.map(async (route) => [route.path, (await get(`${host.base}${route.path}`)).status] as const));
    expect(answers).toEqual(routes.map((route) => [route.path, route.status] as const));
    const unknown = await get(`${host.base}/no-existe/para-nada`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Lo sentimos, no hemos encontrado esta página');
  });
}

for (const host of hosts.filter((each) => each.headers)) {
  test(`${host.name}: the hashed assets are cached for a year, the pages revalidated`, async () => {
    const asset = readdirSync(join(CONFIGURED_SITE_DIR, 'assets', 'entries')).find((file) => file.endsWith('.js'));
    expect(asset).toBeDefined();
    const res = await get(`${host.base}/assets/entries/${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=31536000, immutable');
    expect((await get(`${host.base}/mascotas`)).headers.get('cache-control') ?? '').not.toContain('immutable');
  });
}

test.describe('a host that sends no headers (GitHub Pages): the policy in the page holds alone', () => {
  // The configured build as the local server sends it, less every security header: what reaches a
  // browser from a host that sends none. The pages with the most to load: the locator with its
  // street map, the registration with its advertising consent, a workshop with its videos.
  for (const path of ['/', '/mascotas', '/taller-de-ciencias']) {
    test(`${path} works under its own policy, and that policy blocks an inline script`, async ({ page }) => {
      await page.route(`${CONFIGURED_BASE}/**`, async (route) => {
        const response = await route.fetch();
        const headers = Object.fromEntries(
          Object.entries(response.headers()).filter(([name]) => !/^(content-security-policy|permissions-policy|x-frame-options)$/i.test(name)),
        );
        await route.fulfill({ response, headers });
      });
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.effectiveDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(`${CONFIGURED_BASE}${path}`);
      expect(response?.headers()['content-security-policy']).toBeUndefined();
      await hydrated(page);
      expect(violations).toEqual([]);
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.head.append(script);
        await new Promise((done) => setTimeout(done, 100));
        return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations).toEqual(['script-src-elem inline']);
    });
  }
});
