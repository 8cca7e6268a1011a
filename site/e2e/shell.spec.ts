import { expect, test } from '@playwright/test';
import { hydrated } from './helpers/hydrated.ts';

test.describe('site menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with the hamburger, closes on an outside click and on choosing a link', async ({ page }) => {
    await page.goto('/academia-solar');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    const menu = page.getByRole('navigation', { name: 'Principal' }).getByRole('list');
    // A popover the toggle controls: the browser tells screen readers whether it is open.
    await expect(toggle).toHaveAttribute('popovertarget', 'menu-principal');
    await expect(page.locator('#menu-principal')).toHaveAttribute('popover', 'auto');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeVisible();
    await expect(menu).toBeVisible();
    // The current page is marked.
    await expect(menu.getByRole('link', { name: 'Academia Solar' })).toHaveAttribute('aria-current', 'page');

    await page.mouse.click(200, 600);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu.getByRole('link', { name: 'Suscríbete' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('list')).toBeHidden();
  });

  test('works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/academia-solar');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Principal' }).getByRole('list');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
    // And a link can be followed with the keyboard.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Luna de juegos' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/luna-de-juegos$/);
  });
});

test.describe('site menu on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the links without a toggle', async ({ page }) => {
    await page.goto('/academia-solar');
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Academia Solar' })).toBeVisible();
  });
});

test('a navigation in the browser moves the canonical link, title and description to the new page', async ({ page }) => {
  // Between two pages that React hydrates, the router follows the link.
  await page.goto('/juegos');
  await hydrated(page);
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', /\/juegos$/);
  const description = await page.locator('head meta[name="description"]').getAttribute('content');
  // A link followed by the client router: no new document is loaded.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Suscríbete' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page).toHaveTitle('Suscríbete | Teletón Kids');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', /\/newsletter$/);
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('head meta[name="description"]')).not.toHaveAttribute('content', description ?? '');
});

test('footer has the phone as a tel: link, the address to a map and the legal links', async ({ page }) => {
  await page.goto('/academia-solar');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '(56-2) 2427 3000' })).toHaveAttribute('href', 'tel:+56224273000');
  await expect(footer.getByRole('link', { name: /Bases Legales/ })).toHaveAttribute('href', '/bases-legales');
  await expect(footer.getByRole('link', { name: 'Privacidad y tus datos' })).toHaveAttribute('href', '/privacidad');
  await expect(footer.getByRole('link', { name: /Términos y condiciones/ })).toHaveAttribute('href', /\.pdf$/);
  for (const link of await footer.locator('a[target="_blank"]').all()) {
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer.getByRole('link', { name: /Instagram/ })).toBeVisible();
  // Every section of the site is a link away, as a family would look for it.
  const sections = footer.getByRole('navigation', { name: 'Secciones del sitio' });
  await expect(sections.getByRole('link', { name: 'Adopción de mascotas' })).toHaveAttribute('href', '/mascotas');
  await expect(sections.getByRole('link', { name: 'Cumpleaños' })).toHaveAttribute('href', '/cumple');
  await expect(sections.getByRole('link', { name: 'Academia Solar' })).toHaveAttribute('aria-current', 'page');
});

test.describe('on a short page the footer sits at the bottom of the screen, with no empty band below it', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 1000 },
  ]) {
    test(`at ${viewport.width} px: /bases-legales, /academia-solar, /kidzapalooza and the not-found page`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/bases-legales', '/academia-solar', '/kidzapalooza', '/esta-pagina-no-existe']) {
        await page.goto(path);
        const footer = page.locator('footer.site-footer');
        await expect(footer, path).toBeVisible();
        const { bottom, page: height } = await footer.evaluate((el) => ({
          bottom: el.getBoundingClientRect().bottom + window.scrollY,
          page: document.documentElement.scrollHeight,
        }));
        // The footer ends where the page ends, and the page is at least as tall as the screen.
        expect.soft(Math.abs(height - bottom), `${path}: the footer's bottom and the page's`).toBeLessThanOrEqual(1);
        expect.soft(bottom, `${path}: the footer's bottom and the screen's`).toBeGreaterThanOrEqual(viewport.height - 1);
      }
    });
  }
});
