import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { consentField } from './helpers/consent-box.ts';
import type { Engine } from './helpers/engines/engine.ts';
import { firefoxMissing, startFirefox } from './helpers/engines/firefox.ts';
import { startHarness } from './helpers/engines/harness.ts';
import { startWebKit, webkitMissing } from './helpers/engines/webkit.ts';
import { E2E_PORT, E2E_SITE_DIR } from './helpers/env.ts';
import { submissionsWith, uniqueName } from './helpers/inbox.ts';

/**
 * The site in the two other engines families use: WebKit (Safari's engine, the only one on an
 * iPhone: WebKitGTK's MiniBrowser through its WebDriver) and Firefox (ESR, through WebDriver
 * BiDi), one page of each template at 390 px. Each page must load with no script error, become
 * ready to use, never scroll sideways, and do its main thing: the menu opens, a form sends its
 * payload to the inbox, a story plays, the locator's search filters, the carousel moves, the
 * greeting becomes a PNG. Debian's packages (tools/ensure-engines.sh); Playwright's own WebKit
 * and Firefox builds are never used.
 */

/** Every SVG picture of the built site (the art, the logo), by its address. */
const ART = readdirSync(join(E2E_SITE_DIR, 'assets', 'static'))
  .filter((file) => file.endsWith('.svg'))
  .map((file) => `/assets/static/${file}`);

/**
 * In the page: each picture drawn inline, and every text of it measured; the ones that run past
 * the picture's edges (as the logo's "Teletón Kids" did in WebKit, squeezed over spans) are listed.
 */
const TEXT_OUTSIDE = `return (async () => {
  const outside = [];
  const box = document.createElement('div');
  document.body.append(box);
  for (const url of arguments[0]) {
    box.innerHTML = await (await fetch(url)).text();
    const svg = box.querySelector('svg');
    if (!svg) continue;
    const view = svg.viewBox.baseVal;
    const width = view && view.width ? view.width : svg.width.baseVal.value;
    const left = view && view.width ? view.x : 0;
    for (const text of svg.querySelectorAll('text')) {
      const b = text.getBBox();
      if (b.x < left - 1 || b.x + b.width > left + width + 1) outside.push(url + ': «' + text.textContent + '» de ' + Math.round(b.x) + ' a ' + Math.round(b.x + b.width) + ', el dibujo mide ' + width);
    }
  }
  box.remove();
  return outside;
})();`;

const ENGINES = [
  { name: 'WebKit', missing: webkitMissing, start: startWebKit },
  { name: 'Firefox', missing: firefoxMissing, start: startFirefox },
] as const;

/** No sideways scroll, no script error since the page opened. */
async function expectSound(engine: Engine, path: string): Promise<void> {
  const state = await engine.run<{ sideways: number; errors: string[] }>(
    // `__errores` is the harness's recorder: missing, it did not run, and that is a failure too.
    'return { sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth, errors: window.__errores };',
  );
  expect(state.errors, `${engine.name} ${path}: errores de script`).toEqual([]);
  expect(state.sideways, `${engine.name} ${path}: desplazamiento lateral`).toBeLessThanOrEqual(0);
}

for (const { name, missing, start } of ENGINES) {
  test.describe(`${name} at 390 px`, () => {
    test.describe.configure({ mode: 'serial', timeout: 90_000 });
    let engine: Engine | undefined;
    let harness: Server | undefined;

    test.beforeAll(async () => {
      const why = missing();
      test.skip(why !== null, `${name}: ${why}`);
      const started = await startHarness(E2E_PORT);
      harness = started.server;
      engine = await start(started.base);
    });

    test.afterAll(async () => {
      await engine?.close();
      await new Promise<void>((done) => (harness ? harness.close(() => done()) : done()));
    });

    const use = (): Engine => {
      if (!engine) throw new Error(`${name} no arrancó`);
      return engine;
    };

    test('every picture draws its text inside its edges', async () => {
      const e = use();
      await e.open('/bases-legales');
      expect(ART.length).toBeGreaterThan(100);
      expect(await e.run<string[]>(TEXT_OUTSIDE, ART)).toEqual([]);
    });

    test('a page to read: the header menu opens', async () => {
      const e = use();
      await e.open('/academia-solar');
      await e.click('.menu-toggle');
      await e.until("return document.getElementById('menu-principal').matches(':popover-open')", 'el menú se abre');
      expect(await e.run<number>("return document.querySelector('#menu-principal a').getBoundingClientRect().width")).toBeGreaterThan(0);
      await expectSound(e, '/academia-solar');
    });

    test("/privacidad: the index of art. 14 ter's letters, each link under its letter, no sideways scroll", async () => {
      const e = use();
      await e.open('/privacidad');
      const index = await e.run<{ letters: string[]; hanging: boolean; targets: boolean }>(`
        const items = [...document.querySelectorAll('.privacy-index li')];
        const letters = items.map((li) => li.querySelector('.privacy-index-letter').textContent);
        // A wrapped link's lines start right of its letter (a hanging indent), never under it.
        const hanging = items.every((li) => {
          const letter = li.querySelector('.privacy-index-letter').getBoundingClientRect();
          return [...li.querySelector('a').getClientRects()].every((line) => line.left >= letter.right - 1);
        });
        const targets = items.every((li) => document.getElementById(li.querySelector('a').getAttribute('href').slice(1)) !== null);
        return { letters, hanging, targets };`);
      expect(index).toEqual({ letters: 'abcdefghijkl'.split('').map((letter) => `${letter})`), hanging: true, targets: true });
      await expectSound(e, '/privacidad');
    });

    test('a sign-up form sends its payload to the inbox', async () => {
      const e = use();
      const marker = uniqueName(`Motor ${name}`);
      await e.open('/newsletter');
      await e.type('#campo-nameForm', marker);
      await e.type('#campo-emailForm', 'familia@ejemplo.cl');
      // A date field's own editing differs between engines; its value is what is sent.
      await e.run("const f = document.getElementById('campo-dateForm'); f.value = '2016-09-18'; f.dispatchEvent(new Event('input', { bubbles: true }));");
      await e.click('#terms-check');
      await e.click('#signup-suscripcion-nino');
      // The adult's box comes with the choice of a child in one's care.
      await e.until("return document.getElementById('signup-consentimiento') !== null", 'la casilla del adulto responsable');
      await e.click('#signup-consentimiento');
      // The form is taller than the phone's frame: bring the button into view, as a person scrolls to it
      // (WebKitGTK's driver otherwise clicks where the button would be without scrolling the frame).
      await e.run("document.querySelector('.signup form button[type=\"submit\"]').scrollIntoView({ block: 'center' })");
      await e.click('.signup form button[type="submit"]');
      await e.until("return document.querySelector('.signup-success h2') !== null", 'el agradecimiento');
      await expect
        .poll(async () => (await submissionsWith('newsletter', 'nameForm', marker)).map((entry) => entry.data))
        .toEqual([{ nameForm: marker, emailForm: 'familia@ejemplo.cl', dateForm: '2016-09-18', suscripcion: 'nino', ...consentField() }]);
      await expectSound(e, '/newsletter');
    });

    test('a story plays', async () => {
      const e = use();
      await e.open('/rodolfa');
      await e.click('.audio-toggle');
      await e.until("const a = document.querySelector('audio'); return !a.paused && a.currentTime > 0.2;", 'el audio suena', 20_000);
      expect(await e.run<string>("return document.querySelector('.audio-toggle').getAttribute('aria-label')")).toBe('Pausar la historia de Rodolfa');
      await expectSound(e, '/rodolfa');
    });

    test("the locator's search filters the points", async () => {
      const e = use();
      await e.open('/');
      if (await e.run<boolean>("return document.querySelector('.locator-panel-body').hidden")) await e.click('.locator-panel-title button');
      const before = await e.run<number>("return document.querySelectorAll('.point-list [data-point-id]').length");
      await e.type('.locator-search input', 'Ñuñoa');
      await e.until(`const n = document.querySelectorAll('.point-list [data-point-id]').length; return n > 0 && n < ${before};`, 'la lista se filtra');
      expect(await e.run<string>("return document.querySelector('.locator-count').textContent")).toMatch(/\d+ puntos? limpios? encontrados?/);
      await expectSound(e, '/');
    });

    test('the games carousel moves', async () => {
      const e = use();
      await e.open('/juegos');
      const bullets = "Array.from(document.querySelectorAll('.games-bullets button')).findIndex((b) => b.getAttribute('aria-current') === 'true')";
      expect(await e.run<number>(`return ${bullets};`)).toBe(0);
      await e.click('button.games-arrow:nth-of-type(2)');
      await e.until(`return ${bullets} === 1;`, 'el carrusel pasa al segundo juego');
      await expectSound(e, '/juegos');
    });

    test('the birthday greeting becomes a PNG named my-cheer.png', async () => {
      const e = use();
      await e.open('/cumple');
      await e.type('#cumple-nombreNinio', 'Sofía');
      // The download is the click of a link to the picture's data: record it instead of saving a file.
      await e.run(
        'window.__descargas = []; HTMLAnchorElement.prototype.click = function () { window.__descargas.push({ href: this.href, download: this.download }); };',
      );
      await e.click('.birthday-greeting button');
      await e.until(
        "return document.querySelector('.greeting-dialog').open && document.querySelector('.greeting-name').textContent === 'Sofía!';",
        'el saludo',
      );
      await e.click('.greeting-actions button:last-child');
      await e.until('return window.__descargas.length === 1;', 'la descarga', 30_000);
      const saved = await e.run<{ href: string; download: string }>('return window.__descargas[0];');
      expect(saved.download).toBe('my-cheer.png');
      expect(saved.href.startsWith('data:image/png;base64,')).toBe(true);
      const png = Buffer.from(saved.href.slice('data:image/png;base64,'.length), 'base64');
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.length).toBeGreaterThan(5_000);
      await expectSound(e, '/cumple');
    });
  });
}
