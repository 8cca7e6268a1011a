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

function edges(): { from: string; to: string; where: string }[] {
  const found: { from: string; to: string; where: string }[] = [];
  for (const file of codeFiles(ROOT)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(REFERENCE)) {
      const target = resolve(dirname(file), match[2] ?? '');
      // A file read by its address (new URL) at the root, or a Markdown page, is documentation or
      // a tool's settings (README.md, docs/pipeline.md, a test runner's config), not a dependency
      // between folders.
      if ((match[1] ?? '').startsWith('new URL') && (dirname(target) === ROOT || target.endsWith('.md'))) continue;
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
 * One name per idea in the pipeline: no two of its modules share a file name (a module and its own
 * test beside it excepted), and no two export the same name, so a search for `phone-number` or
 * `resolvePosition` lands in one place.
 */
describe("the pipeline's module names", () => {
  const modules = codeFiles(join(ROOT, 'pipeline')).map((file) => relative(ROOT, file).split(sep).join('/'));
  const stem = (path: string) => (path.split('/').pop() ?? path).replace(/(\.test)?\.(ts|tsx)$/, '');

  it('are unique across pipeline/: a module and its test sit side by side, nothing else repeats a name', () => {
    expect(modules.length).toBeGreaterThan(80);
    const byName = new Map<string, string[]>();
    for (const path of modules) byName.set(stem(path), [...(byName.get(stem(path)) ?? []), path]);
    const clashes = [...byName].filter(
      ([, paths]) => new Set(paths.map((path) => path.replace(/\.test\.ts$/, '.ts'))).size > 1 || paths.filter((path) => !path.endsWith('.test.ts')).length > 1,
    );
    expect(clashes.map(([name, paths]) => `${name}: ${paths.join(', ')}`)).toEqual([]);
  });

  it('export each name from one module only', () => {
    const owners = new Map<string, string[]>();
    for (const path of modules.filter((module) => !module.endsWith('.test.ts'))) {
      for (const match of readFileSync(join(ROOT, path), 'utf8').matchAll(
        /^export (?:async )?(?:function\*?|const|let|class|type|interface|enum) ([A-Za-z_$][\w$]*)/gm,
      )) {
        const name = match[1] ?? '';
        owners.set(name, [...(owners.get(name) ?? []), path]);
      }
    }
    expect(owners.size).toBeGreaterThan(200);
    expect([...owners].filter(([, paths]) => paths.length > 1).map(([name, paths]) => `${name}: ${paths.join(', ')}`)).toEqual([]);
  });
});
