import { readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { formatHeadersFile, headerRules } from './security/headers-file.ts';

/**
 * Writes `_headers` into the built site (run after `vike build`): the security headers for
 * static hosts, which scripts/serve.ts applies too. Reads the same VITE_* variables as the build.
 */
const root = resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client');

async function pages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : pages(path);
      return entry.name === 'index.html' ? [`/${relative(root, dir)}`.replace(/\/$/, '') || '/'] : [];
    }),
  );
  return nested.flat();
}

const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env };
const list = await pages(root);
await writeFile(join(root, '_headers'), formatHeadersFile(headerRules(list, env)));
console.log(`_headers: ${list.length} páginas`);
