import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's violations on the page (or inside `include`), one `rule: help` line each. Every rule
 * runs, the WCAG 2.2 target size (2.5.8, which axe leaves off unless asked and Lighthouse turns
 * on) included, and every violating element is reported; the passes and the rules that need a
 * person's review are not collected element by element (axe's `resultTypes`), which nothing here
 * reads and which took a quarter of the scan on the locator's and the directory's long lists.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}
