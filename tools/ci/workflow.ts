/**
 * The CI workflow (.github/workflows/ci.yml) as data, for the tests that hold it to its promises.
 * actionlint checks that it is a valid workflow; this reads its structure. The project has no YAML
 * library, so {@link readYaml} reads the part of YAML a workflow needs — block mappings and
 * sequences, plain and quoted scalars, `|` blocks, one-line `[a, b]` lists, comments — and throws,
 * naming the line, on anything else (anchors, `{…}` maps, folded `>` blocks, a scalar over two
 * lines…) rather than guess. Every scalar is read as text (`false`, `24`).
 */

export type Yaml = string | null | Yaml[] | { [key: string]: Yaml };

interface Cursor {
  lines: string[];
  at: number;
}

const SEQUENCE_ITEM = /^-( |$)/;
/** `key:` then a space or the line's end; the key plain (no quote, no flow character) or quoted. */
const ENTRY = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s"'#{}[\],&*!|>%@`-][^:#]*?|-[^\s:#][^:#]*?)\s*:(?:\s+(.*))?$/;

function fail(cursor: Cursor, message: string): never {
  throw new Error(`ci.yml, línea ${cursor.at + 1}: ${message}: ${(cursor.lines[cursor.at] ?? '').trim()}`);
}

const indentOf = (line: string): number => line.length - line.trimStart().length;
const isBlank = (line: string): boolean => /^\s*(#.*)?$/.test(line);

function skipBlank(cursor: Cursor): void {
  while (cursor.at < cursor.lines.length && isBlank(cursor.lines[cursor.at] ?? '')) cursor.at += 1;
}

/** The indentation of the next line with content, or -1 at the end. */
function nextIndent(cursor: Cursor): number {
  skipBlank(cursor);
  const line = cursor.lines[cursor.at];
  return line === undefined ? -1 : indentOf(line);
}

/** `text` without its comment: a `#` at the start or after a space, outside quotes. */
function stripComment(text: string): string {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#' && (i === 0 || /\s/.test(text[i - 1] ?? ''))) return text.slice(0, i).trimEnd();
  }
  return text.trimEnd();
}

function scalar(cursor: Cursor, text: string): Yaml {
  if (text.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(text)) fail(cursor, 'comilla simple sin cerrar');
    return text.slice(1, -1).replace(/''/g, "'");
  }
  if (text.startsWith('"')) {
    try {
      return JSON.parse(text) as string;
    } catch {
      return fail(cursor, 'comilla doble que este lector no sabe leer');
    }
  }
  if (text.startsWith('[')) {
    const inner = /^\[(.*)\]$/.exec(text)?.[1];
    if (inner === undefined || /[[\]{}"']/.test(inner)) fail(cursor, 'solo se leen listas [a, b] de una línea y sin comillas');
    return inner.trim() === '' ? [] : inner.split(',').map((item) => item.trim());
  }
  if (/^[{&*!%@`>|?]/.test(text) || text === '---') fail(cursor, 'construcción de YAML que este lector no lee');
  return text;
}

/** A `|` block: the lines indented deeper than its key, as text with one final newline (`|-`: none; `|+`: all). */
function literalBlock(cursor: Cursor, keyIndent: number, header: string): string {
  const body: string[] = [];
  let indent: number | null = null;
  while (cursor.at < cursor.lines.length) {
    const line = cursor.lines[cursor.at] ?? '';
    if (line.trim() === '') {
      body.push('');
    } else {
      const here = indentOf(line);
      if (here <= keyIndent) break;
      indent ??= here;
      if (here < indent) fail(cursor, 'línea menos sangrada que el bloque');
      body.push(line.slice(indent));
    }
    cursor.at += 1;
  }
  if (header === '|+') return `${body.join('\n')}\n`;
  while (body.at(-1) === '') body.pop();
  return header === '|-' ? body.join('\n') : `${body.join('\n')}\n`;
}

function readSequence(cursor: Cursor, indent: number): Yaml[] {
  const items: Yaml[] = [];
  while (nextIndent(cursor) === indent) {
    const line = cursor.lines[cursor.at] ?? '';
    const text = line.slice(indent);
    if (!SEQUENCE_ITEM.test(text)) break;
    const rest = text.slice(1).trimStart();
    if (stripComment(rest) === '') {
      cursor.at += 1;
      items.push(nextIndent(cursor) > indent ? readNode(cursor) : null);
    } else if (ENTRY.test(stripComment(rest))) {
      // `- key: value`: a mapping whose first key stands where the text after the dash starts.
      const column = line.length - rest.length;
      cursor.lines[cursor.at] = `${' '.repeat(column)}${rest}`;
      items.push(readMapping(cursor, column));
    } else {
      items.push(scalar(cursor, stripComment(rest)));
      cursor.at += 1;
    }
  }
  return items;
}

function readMapping(cursor: Cursor, indent: number): { [key: string]: Yaml } {
  const map: { [key: string]: Yaml } = {};
  while (nextIndent(cursor) >= indent) {
    if (nextIndent(cursor) > indent) fail(cursor, 'sangría inesperada');
    const text = stripComment((cursor.lines[cursor.at] ?? '').slice(indent));
    if (SEQUENCE_ITEM.test(text)) break;
    const entry = ENTRY.exec(text) ?? fail(cursor, 'se esperaba "clave: valor"');
    const rawKey = entry[1] ?? '';
    const key = /^["']/.test(rawKey) ? String(scalar(cursor, rawKey)) : rawKey;
    if (Object.hasOwn(map, key)) fail(cursor, `clave repetida "${key}"`);
    const value = entry[2] ?? '';
    cursor.at += 1;
    if (/^\|[-+]?$/.test(value)) map[key] = literalBlock(cursor, indent, value);
    else if (value !== '') map[key] = scalar({ ...cursor, at: cursor.at - 1 }, value);
    else {
      const next = nextIndent(cursor);
      const startsItem = SEQUENCE_ITEM.test((cursor.lines[cursor.at] ?? '').slice(indent));
      if (next > indent) map[key] = readNode(cursor);
      else if (next === indent && startsItem) map[key] = readSequence(cursor, indent);
      else map[key] = null;
    }
  }
  return map;
}

function readNode(cursor: Cursor): Yaml {
  const indent = nextIndent(cursor);
  return SEQUENCE_ITEM.test((cursor.lines[cursor.at] ?? '').slice(indent)) ? readSequence(cursor, indent) : readMapping(cursor, indent);
}

/** Reads a workflow file's YAML (the subset this module's comment describes). */
export function readYaml(text: string): Yaml {
  const cursor: Cursor = { lines: text.replace(/\r\n?/g, '\n').split('\n'), at: 0 };
  const tab = cursor.lines.findIndex((line) => /^\s*\t/.test(line));
  if (tab >= 0) fail({ ...cursor, at: tab }, 'tabulación en la sangría');
  if (nextIndent(cursor) < 0) return null;
  if (nextIndent(cursor) !== 0) fail(cursor, 'el documento debe empezar sin sangría');
  const value = readNode(cursor);
  if (nextIndent(cursor) >= 0) fail(cursor, 'contenido que no pertenece a ningún nodo');
  return value;
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
