import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { absoluteUrl } from '../seo/site-url.ts';
import { builtHtmlFiles, finishingStep, routeOfFile } from './files.ts';

/** A prerendered HTML file of the built site: its path relative to dist/client and its markup. */
export interface BuiltPage {
  file: string;
  html: string;
}

/** True when the page asks not to be indexed (`<meta name="robots" content="…noindex…">`). */
export function isNoindex(html: string): boolean {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (/\bname\s*=\s*["']?robots["']?/i.test(tag) && /\bcontent\s*=\s*["'][^"']*\bnoindex\b/i.test(tag)) return true;
  }
  return false;
}

/**
 * The routes a sitemap lists: every prerendered page except the not-found page (`404.html`)
 * and pages marked noindex, sorted, each once.
 */
export function sitemapRoutes(pages: readonly BuiltPage[]): string[] {
  const routes = pages.filter((page) => routeOfFile(page.file) !== '/404' && !isNoindex(page.html)).map((page) => routeOfFile(page.file));
  return [...new Set(routes)].sort();
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** sitemap.xml (sitemaps.org 0.9) with the absolute address of each route. */
export function sitemapXml(base: string, routes: readonly string[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(absoluteUrl(base, route))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** robots.txt: every crawler may read every page; the sitemap's absolute address. */
export function robotsTxt(base: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

/**
 * Writes `sitemap.xml` and `robots.txt` into the built site: every prerendered page except the
 * not-found pages, as absolute URLs on VITE_SITE_URL, the same address the pages' canonical links use.
 */
export const sitemapFiles = () =>
  finishingStep('sitemap', async ({ dir, config }) => {
    const base = config.siteUrl;
    const files = await builtHtmlFiles(dir);
    const pages = await Promise.all(files.map(async (path) => ({ file: relative(dir, path), html: await readFile(path, 'utf8') })));
    const routes = sitemapRoutes(pages);
    await writeFile(join(dir, 'sitemap.xml'), sitemapXml(base, routes));
    await writeFile(join(dir, 'robots.txt'), robotsTxt(base));
    return `sitemap.xml con ${routes.length} páginas en ${base}; robots.txt`;
  });
