import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { builtHtmlFiles } from './html/files.ts';
import { paintFirst } from './html/first-paint.ts';

/**
 * Rewrites every prerendered page of the built site (run after `vike build`): stylesheets inlined,
 * modules loaded after the first paint (see scripts/html/first-paint.ts). Each page is replaced
 * atomically (temp file, then rename).
 */
const root = resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client');

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
  const out = paintFirst(html, read);
  if (out === html) continue;
  await writeFile(`${file}.tmp`, out);
  await rename(`${file}.tmp`, file);
}
console.log(`paint-first: ${files.length} páginas, ${styles.size} hojas de estilo en línea`);
