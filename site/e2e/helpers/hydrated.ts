import { expect, type Page } from '@playwright/test';

/** Waits until React has taken over the page (the layout marks `<html data-hydrated>`). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
