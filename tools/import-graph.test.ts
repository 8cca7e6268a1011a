import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The folders' import graph, as the README's folder table says it:
 *
 *   raw-data → pipeline → generated → site → dist      shared ← pipeline, site, server
 *
 * shared/ (form names, dog addresses, the `_headers` format, text folding) imports nothing of the
 * project; the pipeline reads raw-data/ and imports only shared/; the site the pipeline's schemas, generated/ and shared/; the
 * local server only shared/. The browser tests (site/e2e) may also start the server. tools/ may use
 * anything, and nothing else imports it.
 */
const ALLOWED: Record<string, readonly string[]> = {
  shared: [],
  pipeline: ['shared', 'raw-data'],
  site: ['shared', 'pipeline', 'generated'],
  'site/e2e': ['shared', 'pipeline', 'generated', 'site', 'server'],
  server: ['shared'],
  tools: ['shared', 'pipeline', 'generated', 'site', 'site/e2e', 'server', 'raw-data'],
  // vite.config.ts, playwright.config.ts, vitest and Stryker's configs.
  '(raíz)': ['shared', 'pipeline', 'generated', 'site', 'site/e2e', 'server'],
};

const ROOT = resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'generated', 'raw-data', 'docs', 'test-results', '.git', '.stryker-tmp', '.e2e', '.inbox', '.scratch']);
const CODE = /\.(ts|tsx|mts|mjs|js)$/;

/** The part of the project a file or folder belongs to; null for the repository's root itself. */
function partOf(file: string): string | null {
  const path = relative(ROOT, file).split(sep).join('/');
  if (path === '') return null;
  if (path === 'site/e2e' || path.startsWith('site/e2e/')) return 'site/e2e';
  const top = path.split('/')[0] ?? '';
  return path.includes('/') || !CODE.test(path) ? top : '(raíz)';
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') && entry.name !== '.ci') return [];
    if (SKIP.has(entry.name) && dir === ROOT) return [];
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

/** Every relative path a file names as code or data: imports, re-exports, dynamic imports, `import.meta.glob` and `new URL(…, import.meta.url)`. */
const REFERENCE = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|import\.meta\.glob(?:<[^>]*>)?\(\s*|new URL\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

/** The files and folders a file names through REFERENCE, as absolute paths. */
function references(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return Array.from(text.matchAll(REFERENCE), (match) => {
    const target = resolve(dirname(file), match[2] ?? '');
    // A file read by its address (new URL) at the root, or a Markdown page, is documentation or
    // a tool's settings (README.md, docs/pipeline.md, a test runner's config), not a dependency
    // between folders.
    return (match[1] ?? '').startsWith('new URL') && (dirname(target) === ROOT || target.endsWith('.md')) ? null : target;
  }).filter((target) => target !== null);
}

function edges(): { from: string; to: string; where: string }[] {
  const found: { from: string; to: string; where: string }[] = [];
  for (const file of codeFiles(ROOT)) {
    for (const target of references(file)) {
      const from = partOf(file);
      const to = partOf(target);
      if (from !== null && to !== null && from !== to) found.push({ from, to, where: `${relative(ROOT, file)} → ${relative(ROOT, target)}` });
    }
  }
  return found;
}

describe('the import graph between folders', () => {
  const all = edges();

  it('follows the folder table (the README): each folder imports only what it may', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((edge) => !(ALLOWED[edge.from] ?? []).includes(edge.to)).map((edge) => `${edge.from} → ${edge.to}: ${edge.where}`)).toEqual([]);
  });

  it('has no cycle between top-level folders', () => {
    const top = (part: string) => part.split('/')[0] ?? part;
    const next = new Map<string, Set<string>>();
    for (const { from, to } of all) {
      if (top(from) === top(to)) continue;
      next.set(top(from), (next.get(top(from)) ?? new Set()).add(top(to)));
    }
    const cycles: string[] = [];
    const visit = (node: string, path: string[]) => {
      for (const to of next.get(node) ?? []) {
        if (path.includes(to)) cycles.push([...path.slice(path.indexOf(to)), to].join(' → '));
        else visit(to, [...path, to]);
      }
    };
    for (const node of next.keys()) visit(node, [node]);
    expect(cycles).toEqual([]);
  });

  it('keeps tools/ out of the product: nothing outside tools/ imports it', () => {
    expect(all.filter((edge) => edge.to === 'tools').map((edge) => edge.where)).toEqual([]);
  });
});

/**
 * Inside each of these folders, its folders (and the files at its top) import one way: no two
 * import each other and no circle runs through them, so they can be laid out with every import
 * running down. Tests are not counted: a test stands above what it checks, wherever it sits, and
 * may import the fixtures that import the code.
 */
const ONE_WAY_INSIDE = ['pipeline', 'site'] as const;

/**
 * One name per idea in these folders, taken together: no two modules share a file name (a module
 * and its own test beside it excepted), and no two export the same name, so a search for
 * `phone-number` or `resolvePosition` lands in one place.
 */
const UNIQUE_NAMES_IN = ['pipeline', 'site', 'shared'] as const;

/**
 * Files whose name repeats by a convention, not by accident: `name` lets their file name repeat,
 * `exports` the names they export.
 */
const CONVENTIONS: readonly { files: RegExp; name: boolean; exports: boolean; why: string }[] = [
  { files: /\/\+[^/]+$/, name: true, exports: true, why: "Vike's page files: each page has its own +Page, +data, +config…, exporting what Vike reads" },
  { files: /\/data\.server\.ts$/, name: true, exports: false, why: 'the data a feature loads at build time, beside it' },
  { files: /\/types\.ts$/, name: true, exports: false, why: "a feature's types, beside it" },
  { files: /^\/?site\/e2e\/[^/]+\.spec\.ts$/, name: true, exports: false, why: 'a browser spec is named for the page or feature it walks, beside no module' },
];

/** Exported names that two modules may both define, each with why: the same thing in two places. */
const SAME_THING: Readonly<Record<string, string>> = {
  Birthday: "the birthday content's type (pipeline/schema/content/birthday.ts) and the component that shows it on /cumple",
  Hero: "a hero banner's content type (pipeline/schema/content/common.ts) and the component that shows the telethon's",
};

const TEST = /\.(test|spec)\.(ts|tsx)$/;
const posix = (path: string) => relative(ROOT, path).split(sep).join('/');

/** What a file or folder is part of inside `root`: the folder directly inside it, or the file at its top; null outside it. */
function partInside(root: string, path: string): string | null {
  const inside = relative(join(ROOT, root), path).split(sep);
  if (inside[0] === '..' || inside[0] === '') return null;
  return inside.length > 1 ? `${inside[0]}/` : (inside[0] ?? null);
}

/** Which parts of `root` (see partInside) each part imports, and through which files. */
function importsInside(root: string): Map<string, Map<string, string[]>> {
  const imports = new Map<string, Map<string, string[]>>();
  for (const file of codeFiles(join(ROOT, root)).filter((path) => !TEST.test(path))) {
    const from = partInside(root, file);
    for (const target of references(file)) {
      const to = partInside(root, target);
      if (from === null || to === null || from === to) continue;
      const byTarget = imports.get(from) ?? new Map<string, string[]>();
      byTarget.set(to, [...(byTarget.get(to) ?? []), `${posix(file)} → ${posix(target)}`]);
      imports.set(from, byTarget);
    }
  }
  return imports;
}

/** Every circle of parts, each once, from its first part in alphabetical order. */
function circles(imports: Map<string, Map<string, string[]>>): string[][] {
  const found: string[][] = [];
  const walk = (start: string, path: string[]) => {
    for (const next of (imports.get(path.at(-1) ?? '') ?? new Map()).keys()) {
      if (next === start) found.push([...path, start]);
      else if (next > start && !path.includes(next)) walk(start, [...path, next]);
    }
  };
  for (const part of [...imports.keys()].sort()) walk(part, [part]);
  return found;
}

describe.each(ONE_WAY_INSIDE)('inside %s/, imports between its folders', (root) => {
  const imports = importsInside(root);

  it('run one way: no two folders import each other', () => {
    expect(imports.size).toBeGreaterThan(5);
    const twoWay = [...imports].flatMap(([from, targets]) =>
      [...targets.keys()]
        .filter((to) => from < to && imports.get(to)?.has(from))
        .map((to) => `${from} ⇄ ${to}: ${targets.get(to)?.[0]}; ${imports.get(to)?.get(from)?.[0]}`),
    );
    expect(twoWay).toEqual([]);
  });

  it('run down: no circle through its folders', () => {
    expect(circles(imports).map((circle) => circle.join(' → '))).toEqual([]);
  });
});

describe(`the module names of ${UNIQUE_NAMES_IN.join(', ')}`, () => {
  const modules = UNIQUE_NAMES_IN.flatMap((root) => codeFiles(join(ROOT, root))).map(posix);
  const stem = (path: string) => (path.split('/').pop() ?? path).replace(/(\.test|\.spec)?\.(ts|tsx|mts|mjs|js)$/, '');
  const convention = (path: string, what: 'name' | 'exports') => CONVENTIONS.some((each) => each[what] && each.files.test(`/${path}`));

  it('are unique: a module and its test sit side by side, nothing else repeats a name', () => {
    expect(modules.length).toBeGreaterThan(80);
    const byName = new Map<string, string[]>();
    for (const path of modules.filter((module) => !convention(module, 'name'))) byName.set(stem(path), [...(byName.get(stem(path)) ?? []), path]);
    const clashes = [...byName].filter(
      ([, paths]) => new Set(paths.map((path) => path.replace(TEST, '.$2'))).size > 1 || paths.filter((path) => !TEST.test(path)).length > 1,
    );
    expect(clashes.map(([name, paths]) => `${name}: ${paths.join(', ')}`)).toEqual([]);
  });

  it('export each name from one module only', () => {
    const owners = new Map<string, string[]>();
    for (const path of modules.filter((module) => !TEST.test(module) && !convention(module, 'exports'))) {
      for (const match of readFileSync(join(ROOT, path), 'utf8').matchAll(
        /^export (?:async )?(?:function\*?|const|let|class|type|interface|enum) ([A-Za-z_$][\w$]*)/gm,
      )) {
        const name = match[1] ?? '';
        owners.set(name, [...(owners.get(name) ?? []), path]);
      }
    }
    expect(owners.size).toBeGreaterThan(200);
    expect([...owners].filter(([name, paths]) => paths.length > 1 && !(name in SAME_THING)).map(([name, paths]) => `${name}: ${paths.join(', ')}`)).toEqual([]);
  });
});
