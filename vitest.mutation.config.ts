import { defineConfig } from 'vitest/config';

// The unit tests of the modules stryker.config.mjs mutates: fast ones only (no CLI processes, no trial).
export default defineConfig({
  test: {
    include: [
      'pipeline/cells/coordinates/*.test.ts',
      'pipeline/cells/coordinates/position.test.ts',
      'pipeline/cells/phones/phone-list.test.ts',
      'pipeline/cells/emails/email-addresses.test.ts',
      'pipeline/cells/contacts.test.ts',
      'pipeline/cells/clean-cell.test.ts',
      'pipeline/corrections/*.test.ts',
      'pipeline/cells/phones/phone-number.test.ts',
      'shared/chilean-phone.test.ts',
      'pipeline/cells/emails/email-domains.test.ts',
      'pipeline/checks/near-duplicates.test.ts',
      'pipeline/cells/cell-repairs.test.ts',
      'site/pages/(mascotas)/birthdate.test.ts',
    ],
    environment: 'node',
  },
});
