import type { PageContextServer } from 'vike/types';
import { usePageContext } from 'vike-react/usePageContext';
import { metaContentSecurityPolicy } from '../config/security-policy.ts';
import { SITE_CONFIG } from '../config/site-config.ts';
import { canonicalHref } from '../seo/head-links.ts';
import { APPLE_TOUCH_ICON, MANIFEST_PATH, OG_LOCALE, SHARE_SIZE, sharePictureUrl, THEME_COLOR } from '../seo/share.ts';

const BASE = SITE_CONFIG.siteUrl;
/**
 * The security policy the `_headers` file sends, in the page itself, so a host that sends no
 * headers (GitHub Pages) still enforces it; not under `vike dev`, whose hot reload runs inline scripts.
 */
const CSP = import.meta.env.DEV ? null : metaContentSecurityPolicy(SITE_CONFIG);

/**
 * Head tags shared by every page: the Content-Security-Policy, before anything it governs; the canonical address (VITE_SITE_URL + the page's path), or
 * `noindex` on pages that must not be indexed: those that stand for a missing address (the 404
 * pages) and the thank-you page reached only after a registration. Then what a shared link and
 * an installed site show: the Open Graph tags vike-react does not write (it writes the title and
 * description): address, type, language, site name, and the picture the build makes of the
 * page's `shareArt` (site/finish/share-files.ts) followed by its size; the large-picture card for
 * X; the browser's colour, the manifest and the Apple touch icon.
 */
export function Head() {
  const pageContext = usePageContext() as PageContextServer;
  const { config, urlPathname, is404, globalContext } = pageContext;
  const href = canonicalHref(BASE, { urlPathname, is404, noindex: config.noindex });
  return (
    <>
      {CSP !== null && <meta httpEquiv="Content-Security-Policy" content={CSP} />}
      {href === null ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={href} />}
      {href !== null && <meta property="og:url" content={href} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={OG_LOCALE} />
      <meta property="og:site_name" content={globalContext.site.name} />
      <meta property="og:image" content={sharePictureUrl(BASE, pageContext)} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SHARE_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_SIZE.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="manifest" href={MANIFEST_PATH} />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON.path} />
    </>
  );
}
