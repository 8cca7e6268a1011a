import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { routes } from './routes.ts';

for (const route of routes) {
  test.describe(`route ${route.path}`, () => {
    test('prerendered HTML holds the page text and the right status', async ({ request }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(route.status);
      expect(res.headers()['content-type']).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain('<html lang="es-CL"');
      expect(html).toContain(route.text);
      expect(html).toMatch(new RegExp(`<title>[^<]*${route.title.source}`));
    });

    test('hydrated page shows the same content, header and footer as flagged', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Every Content-Security-Policy violation on the page is recorded.
      await page.addInitScript(() => {
        const store = window as unknown as { cspViolations: string[] };
        store.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          store.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(route.path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(response?.status()).toBe(route.status);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(route.text.slice(0, 20));
      await expect(page.getByRole('banner')).toHaveCount(route.header ? 1 : 0);
      await expect(page.getByRole('contentinfo')).toHaveCount(route.footer ? 1 : 0);
      expect(errors).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    });

    test('has no axe violations', async ({ page }) => {
      // A safety cap, not a speed goal: axe over the locator's long list is slow on a busy machine.
      test.slow();
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });
}
