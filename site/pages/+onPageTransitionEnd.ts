import type { PageContextClient } from 'vike/types';
import { SITE_CONFIG } from '../config/site-config.ts';
import { focusPageHeading } from '../layout/route-focus.ts';
import { canonicalHref, syncHeadLinks } from '../seo/head-links.ts';

const BASE = SITE_CONFIG.siteUrl;

/**
 * After a navigation in the browser: the canonical link and robots tag follow the new page
 * (vike-react updates the title and description), and the focus goes to the new page's main
 * heading so a screen reader announces it (see route-focus.ts).
 */
export function onPageTransitionEnd(pageContext: PageContextClient): void {
  syncHeadLinks(document, canonicalHref(BASE, { urlPathname: pageContext.urlPathname, is404: pageContext.is404, noindex: pageContext.config.noindex }));
  if (!pageContext.isHydration) focusPageHeading();
}
