import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from '../vitest.mutation.config.ts';

/**
 * The project's mutation-test config with the unit tests of the pipeline's newer core modules
 * (corrections, phone forms, e-mail domains, near-duplicates, cell text) added: fast tests only.
 */
export default defineConfig({
  ...base,
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    ...base.test,
    include: [
      ...(base.test?.include ?? []),
      'pipeline/steps/corrections/*.test.ts',
      'pipeline/steps/phone-forms.test.ts',
      'pipeline/steps/email-domains.test.ts',
      'pipeline/steps/near-duplicates.test.ts',
      'pipeline/steps/cell-text.test.ts',
    ],
  },
});
