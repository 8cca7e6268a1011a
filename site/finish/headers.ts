import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { formatHeadersFile, type HeaderRule } from '../../shared/headers-file.ts';
import type { SiteConfig } from '../config/read-config.ts';
import { commonHeaders, permissionsPolicy } from '../config/security-policy.ts';
import { builtHtmlFiles, finishingStep, routeOfFile } from './files.ts';

/** The route of each prerendered page of a built site but the not-found page's, which has a rule of its own. */
export async function builtRoutes(dir: string): Promise<string[]> {
  const routes = (await builtHtmlFiles(dir)).map((file) => routeOfFile(relative(dir, file)));
  return routes.filter((route) => route !== '/404');
}

/**
 * The rules for a built site: the common headers for everything, immutable caching for the
 * hashed assets, and a Permissions-Policy per page (listed one by one, because hosts join
 * repeated headers with commas instead of replacing them).
 */
export function headerRules(pages: readonly string[], config: SiteConfig): HeaderRule[] {
  return [
    { pattern: '/*', headers: commonHeaders(config) },
    { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ...[...pages].sort().map((page) => ({ pattern: page, headers: { 'Permissions-Policy': permissionsPolicy(page) } })),
    { pattern: '/404.html', headers: { 'Permissions-Policy': permissionsPolicy('/404') } },
  ];
}

/**
 * Writes `_headers` into the built site: the security headers for static hosts, which
 * the local server (server/app.ts) applies too, from the same configuration the pages were built with.
 */
export const headersFile = () =>
  finishingStep('headers', async ({ dir, config }) => {
    const routes = await builtRoutes(dir);
    await writeFile(join(dir, '_headers'), formatHeadersFile(headerRules(routes, config)));
    return `_headers para ${routes.length} páginas`;
  });
