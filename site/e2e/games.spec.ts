import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

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
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Swiper has taken over once the bullets are drawn.
  await expect(page.getByRole('button', { name: /^Ir al juego 1/ })).toBeVisible();
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
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
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
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  for (const game of games) await expect(page.getByRole('link', { name: new RegExp(`^${game.title}`) })).toHaveAttribute('href', game.url);
  await page.getByRole('link', { name: 'Ver todos los juegos' }).click();
  await expect(page).toHaveURL(/\/juegos$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elige uno y empieza a jugar');
  await page.getByRole('link', { name: /Volver a Luna de juegos/ }).click();
  await expect(page).toHaveURL(/\/luna-de-juegos$/);
});

for (const motion of ['no-preference', 'reduce'] as const) {
  test.describe(`carousel (prefers-reduced-motion: ${motion})`, () => {
    test.use({ reducedMotion: motion });

    test('the arrows move one card at a time and stop at the ends', async ({ page }) => {
      await open(page);
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
    });

    test('a pagination bullet jumps to its card', async ({ page }) => {
      await open(page);
      await page.getByRole('button', { name: /^Ir al juego 5:/ }).click();
      await expectShown(page, 4);
      await page.getByRole('button', { name: /^Ir al juego 2:/ }).click();
      await expectShown(page, 1);
      // And by keyboard.
      await page.getByRole('button', { name: /^Ir al juego 7:/ }).focus();
      await page.keyboard.press('Enter');
      await expectShown(page, 6);
    });

    test('the keyboard arrows move the carousel once it has the focus', async ({ page }) => {
      await open(page);
      const carousel = page.getByRole('region', { name: 'Juegos' });
      await carousel.focus();
      await expect(carousel).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expectShown(page, 1);
      await page.keyboard.press('ArrowRight');
      await expectShown(page, 2);
      await page.keyboard.press('ArrowLeft');
      await expectShown(page, 1);
    });

    test('the speed follows the motion preference', async ({ page }) => {
      await open(page);
      const speed = await page.locator('.games-swiper').evaluate((el) => (el as HTMLElement & { swiper: { params: { speed: number } } }).swiper.params.speed);
      expect(speed).toBe(motion === 'reduce' ? 0 : 800);
    });
  });
}

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

test('no axe violations after moving the carousel', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Juego siguiente' }).click();
  await page.getByRole('button', { name: /^Ir al juego 4:/ }).click();
  await expectShown(page, 3);
  await expectNoAxeViolations(page);
});
