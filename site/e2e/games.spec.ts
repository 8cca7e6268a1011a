import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './helpers/axe.ts';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './helpers/chromium.ts';
import { E2E_SITE_DIR } from './helpers/env.ts';
import { hydrated } from './helpers/hydrated.ts';

interface GameContent {
  slug: string;
  title: string;
  url: string;
}

// The published content the site was built from.
const content = JSON.parse(readFileSync(resolve('generated/content/games.json'), 'utf8')) as {
  carousel: { title: string };
  games: GameContent[];
};
const { games } = content;

/** The seven games, in the order the specification lists them. */
const SPEC_TITLES = [
  'Tuberías de otro mundo',
  'Edificio infinito',
  'Hola ola',
  'Puentes de otro mundo',
  'Match de sabor',
  'Palabras desordenadas',
  'El Puzzle de Bily',
];

function title(index: number): string {
  const game = games[index];
  if (!game) throw new Error(`falta el juego ${index}`);
  return game.title;
}

async function open(page: Page): Promise<void> {
  await page.goto('/juegos');
  await hydrated(page);
  await expect(page.getByRole('button', { name: /^Ir al juego 1/ })).toBeVisible();
  // Swiper is downloaded when the visitor reaches for the carousel; it has taken over once it
  // marks its element.
  await page.locator('.games-carousel').hover();
  await expect(page.locator('.games-swiper')).toHaveClass(/\bswiper-initialized\b/);
}

/** Titles of the cards whose box lies within the carousel's visible box. */
function cardsInWindow(page: Page): Promise<string[]> {
  return page.locator('.games-swiper').evaluate((swiper) => {
    const frame = swiper.getBoundingClientRect();
    return [...swiper.querySelectorAll('.game-card')]
      .filter((card) => {
        const box = card.getBoundingClientRect();
        return box.left >= frame.left - 1 && box.right <= frame.right + 1;
      })
      .map((card) => card.querySelector('h2')?.textContent ?? '');
  });
}

/** The card on screen: the active slide's title, and it is really in the viewport (the others are clipped). */
async function expectShown(page: Page, index: number): Promise<void> {
  const active = page.locator('.swiper-slide-active');
  await expect(active.getByRole('heading', { level: 2 })).toHaveText(title(index));
  // Only that card is inside the carousel's window (the others are clipped away beside it).
  await expect.poll(() => cardsInWindow(page)).toEqual([title(index)]);
  const bullet = page.getByRole('button', { name: new RegExp(`^Ir al juego ${index + 1}:`) });
  await expect(bullet).toHaveAttribute('aria-current', 'true');
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test('the content lists the seven games of the specification, in order', () => {
  expect(games.map((g) => g.title)).toEqual(SPEC_TITLES);
  expect(content.carousel.title).toBe('Elige uno y empieza a jugar');
});

test('the prerendered /juegos holds every card (before any JavaScript)', async ({ request }) => {
  const html = await (await request.get('/juegos')).text();
  for (const game of games) {
    expect(html).toContain(`>${game.title}</h2>`);
    expect(html).toContain(`href="${game.url}"`);
  }
});

test('the hub links to /juegos and lists the games; /juegos has a way back', async ({ page }) => {
  await page.goto('/luna-de-juegos');
  await hydrated(page);
  for (const game of games) await expect(page.getByRole('link', { name: new RegExp(`^${game.title}`) })).toHaveAttribute('href', game.url);
  await page.getByRole('link', { name: 'Ver todos los juegos' }).click();
  await expect(page).toHaveURL(/\/juegos$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elige uno y empieza a jugar');
  await page.getByRole('link', { name: /Volver a Luna de juegos/ }).click();
  await expect(page).toHaveURL(/\/luna-de-juegos$/);
});

test.describe('carousel (prefers-reduced-motion: reduce)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the arrows, the bullets and the arrow keys move it a card at a time, stopping at the ends, with no animation', async ({ page }) => {
    await open(page);
    const speed = await page.locator('.games-swiper').evaluate((el) => (el as HTMLElement & { swiper: { params: { speed: number } } }).swiper.params.speed);
    expect(speed).toBe(0);

    // The arrows move one card at a time and stop at the ends.
    const prev = page.getByRole('button', { name: 'Juego anterior' });
    const next = page.getByRole('button', { name: 'Juego siguiente' });
    await expectShown(page, 0);
    await expect(prev).toBeDisabled();
    await next.click();
    await expectShown(page, 1);
    await next.click();
    await expectShown(page, 2);
    await prev.click();
    await expectShown(page, 1);
    await expect(prev).toBeEnabled();
    for (let i = 2; i < games.length; i++) await next.click();
    await expectShown(page, games.length - 1);
    await expect(next).toBeDisabled();
    // The disabled arrow hands the focus to the other one instead of losing it.
    await expect(prev).toBeFocused();

    // A pagination bullet jumps to its card, by mouse or keyboard.
    await page.getByRole('button', { name: /^Ir al juego 5:/ }).click();
    await expectShown(page, 4);
    await page.getByRole('button', { name: /^Ir al juego 2:/ }).click();
    await expectShown(page, 1);
    await page.getByRole('button', { name: /^Ir al juego 7:/ }).focus();
    await page.keyboard.press('Enter');
    await expectShown(page, 6);

    // The arrow keys move it once it has the focus.
    const carousel = page.getByRole('region', { name: 'Juegos' });
    await carousel.focus();
    await expect(carousel).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, 5);
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, 4);
    await page.keyboard.press('ArrowRight');
    await expectShown(page, 5);
  });
});

// The same controls with motion: each move slides for 800 ms and ends on its card. Where the ends
// stop and where the focus goes do not depend on the motion (above).
test.describe('carousel (prefers-reduced-motion: no-preference)', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('an arrow, a bullet and an arrow key each slide to their card, at the speed of 800 ms', async ({ page }) => {
    await open(page);
    const speed = await page.locator('.games-swiper').evaluate((el) => (el as HTMLElement & { swiper: { params: { speed: number } } }).swiper.params.speed);
    expect(speed).toBe(800);
    await expectShown(page, 0);
    await page.getByRole('button', { name: 'Juego siguiente' }).click();
    await expectShown(page, 1);
    await page.getByRole('button', { name: /^Ir al juego 5:/ }).click();
    await expectShown(page, 4);
    const carousel = page.getByRole('region', { name: 'Juegos' });
    await carousel.focus();
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, 3);
    await page.getByRole('button', { name: 'Juego anterior' }).click();
    await expectShown(page, 2);
  });
});

test('every "Jugar" link opens its game in a new tab, safely, and says so', async ({ page }) => {
  await open(page);
  const links = page.getByRole('link', { name: /^Jugar a / });
  await expect(links).toHaveCount(games.length);
  for (const [index, game] of games.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAttribute('href', game.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(`Jugar a ${game.title} (se abre en una pestaña nueva)`);
  }
});

test('tabbing to a card off screen brings it into view', async ({ page }) => {
  await open(page);
  await page.getByRole('link', { name: `Jugar a ${title(0)} (se abre en una pestaña nueva)` }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: `Jugar a ${title(1)} (se abre en una pestaña nueva)` })).toBeFocused();
  await expectShown(page, 1);
});

test('a card focused in the very moment Swiper takes over is brought into view', async ({ page }) => {
  await page.goto('/juegos');
  await hydrated(page);
  // The focus moves to the second card's link in the same task as Swiper marks its element
  // (before the page has painted once with Swiper running), as a fast Tab does.
  const moved = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const swiper = document.querySelector('.games-swiper') as HTMLElement;
        const links = swiper.querySelectorAll<HTMLAnchorElement>('.game-card a');
        new MutationObserver((_, observer) => {
          if (!swiper.classList.contains('swiper-initialized')) return;
          observer.disconnect();
          links[1]?.focus();
          resolve();
        }).observe(swiper, { attributes: true, attributeFilter: ['class'] });
      }),
  );
  await page.locator('.games-carousel').hover();
  await moved;
  await expect(page.getByRole('link', { name: `Jugar a ${title(1)} (se abre en una pestaña nueva)` })).toBeFocused();
  await expectShown(page, 1);
});

test('a card tabbed to while Swiper is on its way stays in view through the hand-over', async ({ page }) => {
  const release = await holdSwiper(page);
  await page.goto('/juegos');
  await hydrated(page);
  const links = page.getByRole('link', { name: /^Jugar a / });
  await links.nth(0).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(links.nth(2)).toBeFocused();
  await expectCard(page, 2);
  release();
  await expect(page.locator('.games-swiper')).toHaveClass(/\bswiper-initialized\b/);
  await expect(links.nth(2)).toBeFocused();
  await expectShown(page, 2);
  // And after it: Swiper follows the focus too.
  await page.keyboard.press('Shift+Tab');
  await expect(links.nth(1)).toBeFocused();
  await expectShown(page, 1);
});

test('no axe violations after moving the carousel', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Juego siguiente' }).click();
  await page.getByRole('button', { name: /^Ir al juego 4:/ }).click();
  await expectShown(page, 3);
  await expectNoAxeViolations(page);
});

/**
 * Swiper's code in the built site: the script files that hold its core (a name of one of its
 * default parameters survives minification). Addresses as the pages reference them.
 */
function swiperScripts(): string[] {
  const files = readdirSync(join(E2E_SITE_DIR, 'assets'), { recursive: true, withFileTypes: true });
  return files
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes('containerModifierClass'))
    .map((file) => `/${relative(E2E_SITE_DIR, file).split(sep).join('/')}`);
}

/** Holds back the download of Swiper's files until the returned function is called. */
async function holdSwiper(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const href of swiperScripts()) {
    await page.route(`**${href}`, async (route) => {
      await held;
      await route.continue();
    });
  }
  return release;
}

/** Every script the prerendered page loads or preloads at first load, as the bytes bench counts them. */
function firstLoadScripts(html: string): string[] {
  const scripts = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(m[1] ?? '');
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) scripts.add(m[1] ?? '');
  return [...scripts];
}

/** The card the bullets mark as shown and the only one inside the carousel's window (before or after Swiper starts). */
async function expectCard(page: Page, index: number): Promise<void> {
  await expect(page.getByRole('button', { name: new RegExp(`^Ir al juego ${index + 1}:`) })).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => cardsInWindow(page)).toEqual([title(index)]);
}

/** {@link layout} once the list has stopped moving (a smooth scroll may still be on its last pixels). */
async function stillLayout(page: Page): Promise<Record<string, number[]>> {
  let previous = '';
  let boxes: Record<string, number[]> = {};
  await expect
    .poll(
      async () => {
        boxes = await layout(page);
        const same = JSON.stringify(boxes) === previous;
        previous = JSON.stringify(boxes);
        return same;
      },
      { intervals: [200] },
    )
    .toBe(true);
  return boxes;
}

/** Boxes of the cards' titles and of the controls, rounded to a tenth of a pixel. */
function layout(page: Page): Promise<Record<string, number[]>> {
  return page.locator('.games-carousel').evaluate((carousel) => {
    const boxes: Record<string, number[]> = {};
    const round = (n: number) => Math.round(n * 10) / 10;
    const add = (name: string, el: Element) => {
      const box = el.getBoundingClientRect();
      boxes[name] = [box.left, box.top, box.width, box.height].map(round);
    };
    add('carousel', carousel);
    for (const [i, h2] of [...carousel.querySelectorAll('.game-card h2')].entries()) add(`card ${i + 1}`, h2);
    for (const [i, button] of [...carousel.querySelectorAll('.games-controls button')].entries()) add(`control ${i + 1}`, button);
    return boxes;
  });
}

test.describe('Swiper is downloaded when the visitor reaches for the carousel', () => {
  test('the first load of /juegos leaves Swiper out; reaching for the carousel requests it and it takes over', async ({ page, request }) => {
    const swiper = swiperScripts();
    expect(swiper.length).toBeGreaterThan(0);
    const html = await (await request.get('/juegos')).text();
    const initial = firstLoadScripts(html);
    // The entry and its chunks are listed, and none of them is or contains Swiper.
    expect(initial.some((href) => /\/entries\/pages_[^/]*_juegos\.[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of initial) {
      expect(swiper).not.toContain(href);
      expect(readFileSync(join(E2E_SITE_DIR, href), 'utf8'), href).not.toContain('containerModifierClass');
    }

    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await page.goto('/juegos');
    await hydrated(page);
    // A page that is only looked at never asks for it.
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => swiper.includes(path))).toHaveLength(0);
    await expect(page.locator('.games-swiper')).not.toHaveClass(/\bswiper-initialized\b/);
    await page.locator('.games-carousel').hover();
    await expect(page.locator('.games-swiper')).toHaveClass(/\bswiper-initialized\b/);
    expect(requested.filter((path) => swiper.includes(path))).toHaveLength(1);
    // And the carousel works.
    await page.getByRole('button', { name: 'Juego siguiente' }).click();
    await expectShown(page, 1);
  });

  test('until Swiper arrives the arrows and bullets scroll the cards; it then takes over at that card without moving anything', async ({ page }) => {
    const release = await holdSwiper(page);
    await page.addInitScript(() => {
      const store = window as unknown as { shifts: number };
      store.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) store.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/juegos');
    await hydrated(page);
    const swiperEl = page.locator('.games-swiper');
    await expect(swiperEl).not.toHaveClass(/\bswiper-initialized\b/);

    const prev = page.getByRole('button', { name: 'Juego anterior' });
    const next = page.getByRole('button', { name: 'Juego siguiente' });
    await expectCard(page, 0);
    await expect(prev).toBeDisabled();
    await next.click();
    await expectCard(page, 1);
    await expect(prev).toBeEnabled();
    await page.getByRole('button', { name: /^Ir al juego 7:/ }).click();
    await expectCard(page, 6);
    await expect(next).toBeDisabled();
    await prev.click();
    await expectCard(page, 5);
    // The keyboard's arrows too, once the carousel has the focus.
    await page.getByRole('region', { name: 'Juegos' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expectCard(page, 4);
    await page.keyboard.press('ArrowLeft');
    await expectCard(page, 3);

    const before = await stillLayout(page);
    const shiftsBefore = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    release();
    await expect(swiperEl).toHaveClass(/\bswiper-initialized\b/);
    await expect(page.locator('.swiper-slide-active').getByRole('heading', { level: 2 })).toHaveText(title(3));
    expect(await layout(page)).toEqual(before);
    await expectShown(page, 3);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(shiftsBefore);

    // Swiper moves it from there.
    await next.click();
    await expectShown(page, 4);
  });

  test('nothing moves when Swiper starts on a page just opened', async ({ page }) => {
    const release = await holdSwiper(page);
    await page.goto('/juegos');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Juego siguiente' })).toBeEnabled();
    await page.locator('.games-carousel').hover();
    const before = await stillLayout(page);
    release();
    await expect(page.locator('.games-swiper')).toHaveClass(/\bswiper-initialized\b/);
    expect(await layout(page)).toEqual(before);
    await expectShown(page, 0);
  });

  test('Swiper waits for a finger on the list to lift before it takes over', async ({ page }) => {
    const release = await holdSwiper(page);
    const swiperScript = page.waitForResponse((response) => swiperScripts().includes(new URL(response.url()).pathname));
    // The page's own clock: its check for a lifted finger runs every 100 ms.
    await page.clock.install();
    await page.goto('/juegos');
    await hydrated(page);
    const swiperEl = page.locator('.games-swiper');
    await page.locator('.swiper-wrapper').dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
    release();
    await swiperScript;
    // Held for a while: six checks later, still the native list.
    await page.clock.runFor(600);
    await expect(swiperEl).not.toHaveClass(/\bswiper-initialized\b/);
    await page.evaluate(() => window.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch', isPrimary: true })));
    await expect(swiperEl).toHaveClass(/\bswiper-initialized\b/);
    await expectShown(page, 0);
  });

  test('if Swiper cannot be downloaded the cards stay usable, with no uncaught error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const href of swiperScripts()) await page.route(`**${href}`, (route) => route.abort('internetdisconnected'));
    const warned = page.waitForEvent('console', (message) => message.text().includes('No se pudo cargar el carrusel'));
    await page.goto('/juegos');
    await hydrated(page);
    await page.getByRole('region', { name: 'Juegos' }).focus();
    await warned;

    await expect(page.locator('.games-swiper')).not.toHaveClass(/\bswiper-initialized\b/);
    await expectCard(page, 0);
    await page.getByRole('button', { name: 'Juego siguiente' }).click();
    await expectCard(page, 1);
    await page.getByRole('button', { name: /^Ir al juego 5:/ }).click();
    await expectCard(page, 4);
    // Every card's link is there, and tabbing to one off screen brings its card into view.
    const links = page.getByRole('link', { name: /^Jugar a / });
    await expect(links).toHaveCount(games.length);
    for (const [index, game] of games.entries()) await expect(links.nth(index)).toHaveAttribute('href', game.url);
    await links.nth(4).focus();
    await page.keyboard.press('Tab');
    await expect(links.nth(5)).toBeFocused();
    await expectCard(page, 5);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('without JavaScript every card can be scrolled to, and no button that cannot work is shown', async ({ baseURL }) => {
    // The `scripting` media feature follows the browser's own setting, not Playwright's
    // javaScriptEnabled: a browser of its own with scripts turned off.
    const browser = await chromium.launch({
      ...(existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM } : {}),
      args: [...CHROMIUM_ARGS, '--blink-settings=scriptEnabled=false'],
    });
    try {
      const page = await browser.newPage({ baseURL: baseURL ?? '', javaScriptEnabled: false });
      await page.goto('/juegos');
      expect(await page.evaluate(() => matchMedia('(scripting: none)').matches)).toBe(true);
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(games.length);
      await expect(page.locator('.games-controls')).toBeHidden();
      const links = page.getByRole('link', { name: /^Jugar a / });
      await expect(links).toHaveCount(games.length);
      await expect.poll(() => cardsInWindow(page)).toEqual([title(0)]);
      const last = links.nth(games.length - 1);
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      await expect.poll(() => cardsInWindow(page)).toEqual([title(games.length - 1)]);
      // The row shows its scrollbar (hidden when the buttons can scroll it).
      expect(await page.locator('.swiper-wrapper').evaluate((el) => getComputedStyle(el).scrollbarWidth)).toBe('auto');
    } finally {
      await browser.close();
    }
  });
});
