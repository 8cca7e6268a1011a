import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { type Engine, poll } from './engine.ts';
import { PHONE } from './harness.ts';

/** Debian's Firefox ESR (package firefox-esr). */
export const FIREFOX = '/usr/bin/firefox-esr';

export function firefoxMissing(): string | null {
  return existsSync(FIREFOX) ? null : `falta ${FIREFOX} (tools/ensure-engines.sh)`;
}

/** Firefox ESR, headless, driven through WebDriver BiDi (puppeteer-core; no browser is downloaded). */
export async function startFirefox(base: string): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  const page = await browser.newPage();
  await page.setViewport({ width: PHONE.width, height: PHONE.height });
  const run = <T>(body: string, ...args: unknown[]) => page.evaluate(`(function () { ${body} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>;
  return {
    name: 'Firefox',
    async open(path) {
      await page.goto(`${base}${path}`);
      await poll(() => run("return document.documentElement.dataset.hydrated === 'true'"), `${path} listo`, 20_000);
    },
    run,
    until: (body, what, timeoutMs) => poll(() => run(body), what, timeoutMs),
    async click(selector) {
      await page.click(selector);
    },
    async type(selector, text) {
      await page.type(selector, text);
    },
    async close() {
      await browser.close();
    },
  };
}
