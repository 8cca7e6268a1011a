import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's violations on the page (or inside `include`), one `rule: help` line each. Every rule
 * runs and every violating element is reported; the passes and the rules that need a person's
 * review are not collected element by element (axe's `resultTypes`), which nothing here reads and
 * which took a quarter of the scan on the locator's and the directory's long lists.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}
