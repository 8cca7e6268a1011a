import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page is ready: React has taken over a hydrated page, or a page without React
 * has run its script or needs none (the layout and the page scripts mark `<html data-hydrated>`).
 * The cap is twice the other waits': the home page's hundreds of list items take longest to
 * hydrate, and on a busy two-core machine they once took more than ten seconds. A cap, not a delay.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}
