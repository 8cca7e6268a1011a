import { parse } from 'yaml';

/**
 * The CI workflow (.github/workflows/ci.yml) as data, for the tests that hold it to its promises.
 * actionlint checks that it is a valid workflow; this reads its structure.
 */

export type Yaml = string | null | Yaml[] | { [key: string]: Yaml };

/**
 * A workflow's YAML as data, by the `yaml` package with the failsafe schema: every scalar as
 * text (`false`, `24`, `on`), an empty value as `''`; a key given twice is an error.
 */
export function readYaml(text: string): Yaml {
  return parse(text, { schema: 'failsafe', uniqueKeys: true }) as Yaml;
}

type Mapping = { [key: string]: Yaml };
const isMapping = (value: Yaml | undefined): value is Mapping => typeof value === 'object' && value !== null && !Array.isArray(value);
const mapping = (value: Yaml | undefined): Mapping => (isMapping(value) ? value : {});
const list = (value: Yaml | undefined): Yaml[] => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []);
const text = (value: Yaml | undefined): string => (typeof value === 'string' ? value : '');

/** A GitHub Actions expression as a workflow writes it: `${{ inner }}`. */
export const expression = (inner: string): string => `\${{ ${inner} }}`;

/** The expression later jobs check out: the commit the data job tested, or pushed. */
export const DATA_SHA = expression('needs.data.outputs.sha');

/**
 * The promises of the workflow that are easy to break in an edit and that actionlint cannot see,
 * each broken one in a sentence; none when all hold.
 */
export function brokenPromises(workflow: Yaml): string[] {
  const broken: string[] = [];
  const promise = (holds: boolean, sentence: string) => {
    if (!holds) broken.push(sentence);
  };
  const root = mapping(workflow);
  const on = mapping(root.on);
  for (const event of ['push', 'pull_request', 'schedule', 'workflow_dispatch']) promise(Object.hasOwn(on, event), `runs on ${event}`);
  promise(
    list(on.schedule).some((entry) => /^\S+ \S+ \* \* \*$/.test(text(mapping(entry).cron))),
    'has a daily schedule',
  );
  promise(
    text(mapping(root.permissions).contents) === 'read' && Object.keys(mapping(root.permissions)).length === 1,
    'gives the token contents: read by default',
  );

  const jobs = mapping(root.jobs);
  const data = mapping(jobs.data);
  const test = mapping(jobs.test);
  const publish = mapping(jobs.publish);
  promise(text(mapping(data.permissions).contents) === 'write', 'lets the data job push (contents: write)');
  promise(text(mapping(data.outputs).sha) !== '', 'has the data job output the sha');
  promise(
    list(data.steps).some((step) => /tools\/ci\/regenerate\.ts/.test(text(mapping(step).run))),
    'has the data job run tools/ci/regenerate.ts',
  );

  for (const [name, job] of Object.entries(jobs)) {
    const container = text(mapping(job).container);
    promise(/^node:(\d+|\$\{\{ matrix\.node \}\})-bookworm$/.test(container), `runs ${name} in a Debian node container`);
    if (name === 'data') continue;
    const checkouts = list(mapping(job).steps).filter((step) => text(mapping(step).uses).startsWith('actions/checkout@'));
    promise(
      checkouts.length > 0 && checkouts.every((step) => text(mapping(mapping(step).with).ref) === DATA_SHA),
      `has ${name} check out needs.data.outputs.sha`,
    );
    promise(list(mapping(job).needs).includes('data'), `has ${name} need data`);
  }

  const nodes = list(mapping(mapping(test.strategy).matrix).node);
  promise(nodes.includes('24') && nodes.includes('26'), 'tests on Node 24 and 26');
  promise(
    list(test.steps).some((step) => text(mapping(step).run).trim() === 'npm test'),
    'runs npm test',
  );
  promise(
    Object.values(jobs).some((job) => list(mapping(job).steps).some((step) => text(mapping(step).run).includes('npm audit --omit=dev --audit-level=high'))),
    'audits the shipped dependencies',
  );

  promise(list(publish.needs).includes('test') && list(publish.needs).includes('data'), 'has publish need data and test');
  const condition = text(publish.if);
  promise(
    condition.includes("github.event_name != 'pull_request'") &&
      condition.includes('github.event.repository.default_branch') &&
      !/always\(\)|failure\(\)|cancelled\(\)/.test(condition),
    'publishes only on the default branch, never after a failure',
  );
  const concurrency = mapping(publish.concurrency);
  promise(text(concurrency.group) === 'pages' && text(concurrency['cancel-in-progress']) === 'false', 'publishes in the pages group, never cancelling one');
  const permissions = mapping(publish.permissions);
  promise(
    text(permissions.pages) === 'write' &&
      text(permissions['id-token']) === 'write' &&
      text(permissions.contents) === 'read' &&
      Object.keys(permissions).length === 3,
    'gives publish pages and id-token write, contents read',
  );
  promise(text(mapping(publish.environment).name) === 'github-pages', 'publishes to the github-pages environment');
  const steps = list(publish.steps).map(mapping);
  const index = (match: (step: Mapping) => boolean) => steps.findIndex(match);
  const latest = index((step) => text(step.run).includes('tools/ci/still-latest.ts'));
  const config = index((step) => text(step.run).includes('tools/ci/production-config.ts'));
  const build = index((step) => text(step.run).trim() === 'npm run build');
  const upload = index((step) => text(step.uses).startsWith('actions/upload-pages-artifact@'));
  const deploy = index((step) => text(step.uses).startsWith('actions/deploy-pages@'));
  promise(
    latest >= 0 && latest < config && config < build && build < upload && upload < deploy,
    'publishes after still-latest, the config check and npm run build, in that order',
  );
  promise(text(mapping(steps[upload]?.with).path) === 'dist/client', 'uploads dist/client');
  promise(
    steps.slice(config).every((step) => /steps\.latest\.outputs\.latest == 'true'/.test(text(step.if))),
    'skips the publication when a newer commit is the head',
  );
  promise(
    !steps.some((step) => 'continue-on-error' in step || /npm test|test:e2e|build-sites/.test(text(step.run))),
    'builds for production only, every step counting',
  );
  for (const variable of [
    'VITE_SITE_URL',
    'VITE_WEBHOOK_COURSE',
    'VITE_WEBHOOK_NEWSLETTER',
    'VITE_WEBHOOK_DIA_DEL_NINO',
    'VITE_WEBHOOK_CUMPLE',
    'VITE_WEBHOOK_MASCOTAS',
    'VITE_COUNTER_URL',
    'VITE_MAP_STYLE_URL',
    'VITE_PIXEL_ID',
    'VITE_ADS_CONVERSION_ID',
  ]) {
    promise(text(mapping(publish.env)[variable]) === expression(`vars.${variable}`), `passes vars.${variable} to the publish job`);
  }
  return broken;
}
