// Mutation testing (`npm run test:mutation`, outside `npm test`: it takes minutes): Stryker changes
// the core modules below one small edit at a time and checks that some unit test fails each time.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'pipeline/steps/coordinates/text.ts',
    'pipeline/steps/coordinates/numbers.ts',
    'pipeline/steps/coordinates/angles.ts',
    'pipeline/steps/phones.ts',
    'pipeline/steps/emails.ts',
    'pipeline/steps/contacts.ts',
    'pipeline/steps/text.ts',
    'pipeline/steps/phone-forms.ts',
    'pipeline/steps/email-domains.ts',
    'pipeline/steps/file-domains.ts',
    'pipeline/steps/near-duplicates.ts',
    'pipeline/steps/cell-text.ts',
    'pipeline/steps/corrections/plan.ts',
    'pipeline/steps/corrections/record.ts',
    'pipeline/steps/corrections/suggest.ts',
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
