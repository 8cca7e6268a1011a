import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsSection } from '../../pipeline/fixtures/docs-section.ts';
import { type RenderMode, SCRIPT_BUDGET_KB } from '../finish/page-scripts.ts';

/**
 * Every page states how it reaches the browser (Vike has no "required" flag for a setting, and a
 * page that says nothing is `SSR`, hydrated by React, by default): its own `+config.ts` or its
 * section's (a folder in parentheses) sets `renderMode`, or the pages whose only script would be
 * the advertising consent take theirs from `withConsentScript` (site/tracking/build-env.ts). The
 * table of pages in docs/site.md is written from what is found here (UPDATE_DOCS=1 rewrites it).
 */
const PAGES = import.meta.dirname;
const DOC = new URL('../../docs/site.md', import.meta.url);
const MODE = /\brenderMode:\s*'(HTML|HTML\+JS|SSR)'/;
const CONSENT = /\.\.\.withConsentScript\(/;
const POINTER = /import \* as \w+ from '\.\/([\w.-]+\.client\.ts)' with \{ type: 'vike:pointer' \}/;

interface PageMode {
  /** The page's folder under site/pages/, e.g. `(mascotas)/listamascotas/@slug`. */
  folder: string;
  /** Where its mode is said: its own `+config.ts` or its section's. */
  saidIn: string | null;
  mode: RenderMode | 'consent' | null;
  /** The script a `HTML+JS` page sends: its `+client.ts`, or the pointer file the consent pages name. */
  script: string | null;
}

function pageFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const path = join(dir, entry.name);
    return [...(existsSync(join(path, '+Page.tsx')) ? [path] : []), ...pageFolders(path)];
  });
}

const posix = (path: string) => path.split(sep).join('/');

function modeOf(folder: string): PageMode {
  const page = posix(relative(PAGES, folder));
  // The page's own config, then its sections' up to (not including) site/pages/ itself.
  for (let dir = folder; dir !== PAGES; dir = dirname(dir)) {
    const file = join(dir, '+config.ts');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const saidIn = posix(relative(PAGES, file));
    const stated = MODE.exec(text)?.[1] as RenderMode | undefined;
    if (stated) return { folder: page, saidIn, mode: stated, script: existsSync(join(folder, '+client.ts')) ? '+client.ts' : null };
    if (CONSENT.test(text)) return { folder: page, saidIn, mode: 'consent', script: POINTER.exec(text)?.[1] ?? null };
  }
  return { folder: page, saidIn: null, mode: null, script: null };
}

/** A page folder as the URL it serves: sections dropped, `index` the root, `@name` a value. */
function urlOf(folder: string): string {
  if (folder === '_error') return 'any other path (status 404)';
  const parts = folder.split('/').filter((part) => !/^\(.*\)$/.test(part) && part !== 'index');
  return `\`/${parts.join('/')}\``.replace(/@(\w+)/g, '<$1>');
}

const kb = (mode: RenderMode) => (SCRIPT_BUDGET_KB[mode] === 0 ? 'none' : `≤ ${SCRIPT_BUDGET_KB[mode]} KB`);

function row(page: PageMode): string {
  const where = `\`${page.folder}/\``;
  const said = `\`${page.saidIn}\``;
  if (page.mode === 'consent') {
    return `| ${urlOf(page.folder)} | ${where} | \`HTML\`; \`HTML+JS\` when the build has an advertising ID | ${said} (\`withConsentScript\`) | none; with an ID \`${page.script}\`, a pointer import, so that the build without one sends no script | none; ${kb('HTML+JS')} |`;
  }
  const mode = page.mode as RenderMode;
  const script = mode === 'HTML' ? 'none' : mode === 'SSR' ? 'React and the page' : `\`${page.script}\``;
  return `| ${urlOf(page.folder)} | ${where} | \`${mode}\` | ${said} | ${script} | ${kb(mode)} |`;
}

function table(pages: PageMode[]): string {
  return [
    '| URL | page folder (`site/pages/`) | render mode | said in | script | JavaScript at first load (gzip) |',
    '|---|---|---|---|---|---|',
    ...pages.map(row),
  ].join('\n');
}

describe('the render modes of the pages', () => {
  const pages = pageFolders(PAGES)
    .map(modeOf)
    .sort((a, b) => urlOf(a.folder).localeCompare(urlOf(b.folder)));

  it('are stated by every page, in its own config or its section’s, never left to the default', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((page) => page.mode === null).map((page) => `${page.folder}: sin renderMode en su +config.ts ni en el de su sección`)).toEqual([]);
    // The root config would give every page a mode without its saying so.
    expect(readFileSync(join(PAGES, '+config.ts'), 'utf8')).not.toMatch(MODE);
  });

  it('send a script only where the mode says one is sent: a `+client.ts` with HTML+JS, none with HTML', () => {
    const wrong = pages.filter(
      (page) => (page.mode === 'HTML+JS' && page.script === null) || (page.mode === 'HTML' && existsSync(join(PAGES, page.folder, '+client.ts'))),
    );
    expect(wrong.map((page) => page.folder)).toEqual([]);
    expect(pages.filter((page) => page.mode === 'consent' && page.script === null).map((page) => page.folder)).toEqual([]);
  });

  it("are docs/site.md's table of pages (UPDATE_DOCS=1 rewrites it)", () => {
    const { current, expected } = docsSection(DOC, 'render-modes', table(pages));
    expect(current).toBe(expected);
  });
});
