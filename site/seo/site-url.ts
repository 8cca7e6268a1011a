/**
 * The site's public address, used for canonical links, the sitemap and robots.txt. Set at
 * build time with VITE_SITE_URL (an origin, optionally with a base path); the default is the
 * production site.
 */
export const DEFAULT_SITE_URL = 'https://kids.teleton.cl';

/**
 * The public base URL without a trailing slash. An unset or empty value gives the default;
 * anything that is not an absolute http(s) URL is refused, so a typo fails the build instead
 * of publishing broken canonical links.
 */
export function siteUrl(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`VITE_SITE_URL no es una URL absoluta: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_SITE_URL debe usar http o https: ${raw}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The absolute address of a page: the site URL plus the page's pathname (`/` for the home page). */
export function absoluteUrl(base: string, pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return `${base}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
}
