import type { Page } from '@playwright/test';

/** The advertising hosts: not one request may reach them before a yes. */
export const TRACKING_HOSTS = /^https:\/\/([^/]+\.)?(facebook\.net|facebook\.com|googletagmanager\.com|google\.com|doubleclick\.net)\//;

/**
 * Answers the two third-party hosts with tiny scripts that record every call on `window`, and
 * lists every request the page makes to any advertising host (a stub or not).
 */
export async function stubThirdParty(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (TRACKING_HOSTS.test(request.url())) requested.push(request.url());
  });
  await page.route(/^https:\/\/connect\.facebook\.net\//, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `(function () {
        var calls = (window.__pixelCalls = window.__pixelCalls || []);
        var fbq = window.fbq;
        (fbq.queue || []).forEach(function (args) { calls.push(Array.prototype.slice.call(args)); });
        fbq.queue = [];
        fbq.callMethod = function () { calls.push(Array.prototype.slice.call(arguments)); };
      })();`,
    }),
  );
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `(function () {
        var calls = (window.__gtagCalls = []);
        var layer = (window.dataLayer = window.dataLayer || []);
        layer.forEach(function (args) { calls.push(Array.prototype.slice.call(args)); });
        var push = layer.push.bind(layer);
        layer.push = function (args) { calls.push(Array.prototype.slice.call(args)); return push(args); };
      })();`,
    }),
  );
  return requested;
}

export const pixelCalls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __pixelCalls?: unknown[][] }).__pixelCalls ?? []).map((call) => call.map(String)));

export const gtagCalls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __gtagCalls?: unknown[][] }).__gtagCalls ?? []).map((call) => JSON.stringify(call)));
