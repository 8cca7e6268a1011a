import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chileToday, hasEnded } from '../../pipeline/schema/content/document.ts';
import { LegalFileSchema } from '../../pipeline/schema/content/legal.ts';
import { axeViolations } from './helpers/axe.ts';

/** The documents of the legal bases page, as the published content lists them. */
const documents = LegalFileSchema.parse(JSON.parse(readFileSync('generated/content/legal.json', 'utf8'))).documents;
const today = chileToday();

test('/bases-legales: an ended document is listed apart, as past rules, never as current; one still to be published has no link', async ({ page }) => {
  await page.goto('/bases-legales');
  const current = page.getByRole('region', { name: 'Bases vigentes' });
  const past = page.getByRole('region', { name: 'Bases de concursos terminados' });
  const ended = documents.filter((document) => 'validUntil' in document && hasEnded(document.validUntil, today));
  // The sample content's 2023 and 2024 contests are over.
  expect(ended.map((document) => document.id)).toEqual(expect.arrayContaining(['arena-teleton-2023', 'cumpleanos-2024']));
  for (const document of ended) {
    await expect(current.getByText(document.title), document.id).toHaveCount(0);
    const item = past.getByRole('listitem').filter({ hasText: document.title });
    await expect(item.getByRole('link', { name: new RegExp(`^${document.title} \\(PDF`) })).toHaveAttribute('target', '_blank');
    await expect(item).toContainText(/estuvieron vigentes hasta el \d+ de [a-z]+ de \d{4}/i);
  }
  const pending = documents.filter((document) => 'pending' in document);
  expect(pending.map((document) => document.id)).toEqual(['cumpleanos']);
  const coming = current.getByRole('listitem').filter({ hasText: 'Concurso de cumpleaños' });
  await expect(coming).toContainText('Bases por publicar');
  await expect(coming.getByRole('link')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('/cumple links no ended rules as its current ones: its bases are still to be published', async ({ page }) => {
  await page.goto('/cumple');
  await expect(page.getByText('Bases legales del concurso de cumpleaños (por publicar)')).toBeVisible();
  await expect(page.getByRole('link', { name: /Bases legales/ })).toHaveCount(0);
  await expect(page.locator('a[href*="cumpleanos-2024"]')).toHaveCount(0);
});

test('the terms the footer and the forms link have no last day: no validity beside them, and a PDF that opens in a new tab', async ({ page }) => {
  await page.goto('/newsletter');
  const terms = page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ });
  await expect(terms).toHaveAttribute('required', '');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Términos y condiciones/ })).toHaveAttribute('href', /\.pdf$/);
  await expect(page.getByText(/vigentes hasta/)).toHaveCount(0);
});
