// Mutation testing (`npm run test:mutation`, outside `npm test`: it takes minutes): Stryker changes
// the core modules below one small edit at a time and checks that some unit test fails each time.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'pipeline/cells/coordinates/notations.ts',
    'pipeline/cells/coordinates/numbers.ts',
    'pipeline/cells/coordinates/angles.ts',
    'pipeline/cells/phones/phone-list.ts',
    'pipeline/cells/emails/email-addresses.ts',
    'pipeline/cells/contacts.ts',
    'pipeline/cells/clean-cell.ts',
    'pipeline/cells/phones/phone-number.ts',
    'shared/chilean-phone.ts',
    'pipeline/cells/emails/email-domains.ts',
    'pipeline/checks/file-domains.ts',
    'pipeline/checks/near-duplicates.ts',
    'pipeline/cells/cell-repairs.ts',
    'pipeline/corrections/plan.ts',
    'pipeline/corrections/apply.ts',
    'pipeline/corrections/suggest.ts',
    'site/pets/birthdate.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // TypeScript 7 has no JS API, which Stryker's tsconfig rewrite needs; a file that does not exist
  // turns that step off (vitest runs the sources as they are, and no checker is configured).
  tsconfigFile: 'no-tsconfig-for-stryker.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Build outputs and test leftovers are not needed by the unit tests: not copied to the sandbox.
  ignorePatterns: ['/dist*', '/.e2e', '/test-results*', '/bench-results', '/playwright-report', '/.scratch'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 85, break: 90 },
};
