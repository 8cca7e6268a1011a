import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { siteUrl } from '../site/seo/site-url.ts';
import { builtHtmlFiles } from './html/files.ts';
import { type BuiltPage, robotsTxt, sitemapRoutes, sitemapXml } from './seo/sitemap.ts';

/**
 * Writes `sitemap.xml` and `robots.txt` into the built site (run after `vike build`): every
 * prerendered page except the not-found pages, as absolute URLs on VITE_SITE_URL, the same
 * address the pages' canonical links use.
 */
const root = resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client');

const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env };
const base = siteUrl(env.VITE_SITE_URL);
const pages: BuiltPage[] = await Promise.all(
  (await builtHtmlFiles(root)).map(async (path) => ({ file: relative(root, path), html: await readFile(path, 'utf8') })),
);
const routes = sitemapRoutes(pages);
await writeFile(join(root, 'sitemap.xml'), sitemapXml(base, routes));
await writeFile(join(root, 'robots.txt'), robotsTxt(base));
console.log(`sitemap.xml: ${routes.length} páginas en ${base}; robots.txt`);
