import { defineConfig } from 'vitest/config';

// The unit tests of the modules stryker.config.mjs mutates: fast ones only (no CLI processes, no trial).
export default defineConfig({
  test: {
    include: [
      'pipeline/steps/coordinates/*.test.ts',
      'pipeline/steps/coordinates.test.ts',
      'pipeline/steps/phones.test.ts',
      'pipeline/steps/emails.test.ts',
      'pipeline/steps/contacts.test.ts',
      'pipeline/steps/text.test.ts',
      'pipeline/steps/corrections/*.test.ts',
      'pipeline/steps/phone-forms.test.ts',
      'pipeline/steps/email-domains.test.ts',
      'pipeline/steps/near-duplicates.test.ts',
      'pipeline/steps/cell-text.test.ts',
      'site/pets/birthdate.test.ts',
    ],
    environment: 'node',
  },
});
