import { usePageContext } from 'vike-react/usePageContext';
import { canonicalHref } from '../seo/head-links.ts';
import { siteUrl } from '../seo/site-url.ts';

const BASE = siteUrl(import.meta.env.VITE_SITE_URL);

/**
 * Head tags shared by every page: the canonical address (VITE_SITE_URL + the page's path), or
 * `noindex` on pages that must not be indexed: those that stand for a missing address (the 404
 * pages) and the thank-you page reached only after a registration.
 */
export function Head() {
  const { config, urlPathname, is404 } = usePageContext();
  const href = canonicalHref(BASE, { urlPathname, is404, noindex: config.noindex });
  return href === null ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={href} />;
}
