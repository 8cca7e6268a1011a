import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { type Engine, poll } from './engine.ts';
import { PHONE } from './harness.ts';

/** Debian's WebKitGTK browser for automation (package libwebkit2gtk-4.1-0) and its WebDriver (webkit2gtk-driver). */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';

/** Why WebKit cannot run here, or null when it can. */
export function webkitMissing(): string | null {
  for (const file of [MINIBROWSER, WEBKIT_DRIVER, '/usr/bin/xvfb-run']) if (!existsSync(file)) return `falta ${file} (tools/ensure-engines.sh)`;
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * WebKitGTK's MiniBrowser driven through its WebDriver, on a virtual display. Its window cannot be
 * narrower than 447 px, so every page is opened in a frame of phone size (harness.ts) and the
 * session works inside that frame.
 */
export async function startWebKit(base: string): Promise<Engine> {
  const port = await freePort();
  // The web process sandbox needs namespaces a container as root does not give; the pages are the site's own.
  const driverProcess: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', WEBKIT_DRIVER, `--port=${port}`], {
    env: { ...process.env, WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1' },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    if (driverProcess.pid !== undefined) {
      try {
        process.kill(-driverProcess.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  let driver: WebDriver;
  try {
    await poll(async () => (await fetch(`http://127.0.0.1:${port}/status`).catch(() => null))?.ok, 'WebKitWebDriver responde', 20_000);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--autoplay-policy=allow'] } })
      .build();
  } catch (error) {
    stop();
    throw error;
  }
  await driver.manage().setTimeouts({ script: 20_000 });
  const run = <T>(body: string, ...args: unknown[]) => driver.executeScript(body, ...args) as Promise<T>;
  return {
    name: 'WebKit',
    async open(path) {
      await driver.switchTo().defaultContent();
      await driver.get(`${base}/__marco?ruta=${encodeURIComponent(path)}`);
      const frame = await driver.findElement(By.id('pagina'));
      await poll(
        async () => run<boolean>("return document.getElementById('pagina').contentDocument?.documentElement.dataset.hydrated === 'true'"),
        `${path} listo`,
        20_000,
      );
      await driver.switchTo().frame(frame);
      const width = await run<number>('return window.innerWidth');
      if (width !== PHONE.width) throw new Error(`el marco mide ${width} px, no ${PHONE.width}`);
    },
    run,
    until: (body, what, timeoutMs) => poll(() => run(body), what, timeoutMs),
    async click(selector) {
      await (await driver.findElement(By.css(selector))).click();
    },
    async type(selector, text) {
      await (await driver.findElement(By.css(selector))).sendKeys(text);
    },
    async close() {
      await driver.quit().catch(() => undefined);
      stop();
    },
  };
}
