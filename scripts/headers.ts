import { writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { builtHtmlFiles } from './html/files.ts';
import { formatHeadersFile, headerRules } from './security/headers-file.ts';

/**
 * Writes `_headers` into the built site (run after `vike build`): the security headers for
 * static hosts, which scripts/serve.ts applies too. Reads the same VITE_* variables as the build.
 */
const root = resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client');

/** The route of each prerendered page (`<route>/index.html`). */
async function pages(): Promise<string[]> {
  const files = await builtHtmlFiles(root);
  return files.filter((file) => basename(file) === 'index.html').map((file) => `/${relative(root, dirname(file))}`.replace(/\/$/, '') || '/');
}

const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env };
const list = await pages();
await writeFile(join(root, '_headers'), formatHeadersFile(headerRules(list, env)));
console.log(`_headers: ${list.length} páginas`);
