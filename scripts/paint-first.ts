import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { builtHtmlFiles } from './html/files.ts';
import { paintFirst } from './html/first-paint.ts';
import { readStaticImports } from './html/manifest.ts';

/**
 * Rewrites every prerendered page of the built site (run after `vike build`): stylesheets inlined,
 * modules loaded after the first paint, the entry's chunks one task each (see scripts/html/first-paint.ts;
 * the build's manifest, dist/assets.json, says which chunks the entry imports). Each page is replaced
 * atomically (temp file, then rename).
 */
const out = resolve(process.env.SITE_OUT_DIR ?? 'dist');
const root = join(out, 'client');
const staticImports = readStaticImports(join(out, 'assets.json'));

const styles = new Map<string, string>();
const read = (href: string) => {
  let css = styles.get(href);
  if (css === undefined) {
    try {
      css = readFileSync(join(root, href.split('?')[0] ?? href), 'utf8');
    } catch {
      return undefined;
    }
    styles.set(href, css);
  }
  return css;
};

const files = await builtHtmlFiles(root);
for (const file of files) {
  const html = await readFile(file, 'utf8');
  const page = paintFirst(html, read, staticImports);
  if (page === html) continue;
  await writeFile(`${file}.tmp`, page);
  await rename(`${file}.tmp`, file);
}
console.log(`paint-first: ${files.length} páginas, ${styles.size} hojas de estilo en línea`);
