import { writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { formatHeadersFile, headerRules } from '../../scripts/security/headers-file.ts';
import { builtHtmlFiles, finishingStep } from './files.ts';

/** The route of each prerendered page (`<route>/index.html`) of a built site. */
export async function builtRoutes(dir: string): Promise<string[]> {
  const files = await builtHtmlFiles(dir);
  return files.filter((file) => basename(file) === 'index.html').map((file) => `/${relative(dir, dirname(file))}`.replace(/\/$/, '') || '/');
}

/**
 * Writes `_headers` into the built site: the security headers for static hosts, which
 * scripts/serve.ts applies too, from the same VITE_* variables the pages were built with.
 */
export const headersFile = () =>
  finishingStep('headers', async ({ dir, env }) => {
    const routes = await builtRoutes(dir);
    await writeFile(join(dir, '_headers'), formatHeadersFile(headerRules(routes, env)));
    return `_headers para ${routes.length} páginas`;
  });
