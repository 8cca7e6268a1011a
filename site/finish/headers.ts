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

/** How many rules Cloudflare Pages reads from `_headers`; it ignores the rest. */
export const HOST_RULE_LIMIT = 100;

/**
 * Where each page's Permissions-Policy is written: one pattern per page, except that the pages
 * inside a folder (`/listamascotas/kuyen`, one per dog) share one `/listamascotas/*` rule when
 * they all have the same policy, so the file stays within the hosts' limit as pages are added.
 */
function policyPatterns(pages: readonly string[]): { pattern: string; policy: string }[] {
  const byFolder = new Map<string, Set<string>>();
  for (const page of pages) {
    const folder = page.slice(0, page.lastIndexOf('/'));
    if (folder !== '') byFolder.set(folder, (byFolder.get(folder) ?? new Set()).add(permissionsPolicy(page)));
  }
  const shared = new Set([...byFolder].filter(([, policies]) => policies.size === 1).map(([folder]) => folder));
  const patterns = new Map<string, string>();
  for (const page of pages) {
    const folder = page.slice(0, page.lastIndexOf('/'));
    patterns.set(shared.has(folder) ? `${folder}/*` : page, permissionsPolicy(page));
  }
  return [...patterns].sort(([a], [b]) => a.localeCompare(b)).map(([pattern, policy]) => ({ pattern, policy }));
}

/**
 * The rules for a built site: the common headers for everything, immutable caching for the
 * hashed assets, and each page's Permissions-Policy (on a rule of its own or of its folder, never
 * on the common rule, because hosts join repeated headers with commas instead of replacing them).
 * More rules than Cloudflare Pages reads is an error, naming the limit.
 */
export function headerRules(pages: readonly string[], config: SiteConfig): HeaderRule[] {
  const rules = [
    { pattern: '/*', headers: commonHeaders(config) },
    { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ...policyPatterns(pages).map(({ pattern, policy }) => ({ pattern, headers: { 'Permissions-Policy': policy } })),
    { pattern: '/404', headers: { 'Permissions-Policy': permissionsPolicy('/404') } },
  ];
  if (rules.length > HOST_RULE_LIMIT) {
    throw new Error(`_headers tendría ${rules.length} reglas; Cloudflare Pages lee solo ${HOST_RULE_LIMIT} (site/finish/headers.ts)`);
  }
  return rules;
}

/**
 * Writes `_headers` into the built site: the security headers for static hosts, which
 * the local server (server/app.ts) applies too, from the same configuration the pages were built with.
 */
export const headersFile = () =>
  finishingStep('headers', async ({ dir, config }) => {
    const routes = await builtRoutes(dir);
    const rules = headerRules(routes, config);
    await writeFile(join(dir, '_headers'), formatHeadersFile(rules));
    return `_headers para ${routes.length} páginas en ${rules.length} reglas`;
  });
