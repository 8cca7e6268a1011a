import siteJson from '../../generated/content/site.json';
import { type Site, SiteSchema } from '../../pipeline/schema/content/site.ts';
import type { DocumentView } from '../components/DocumentLink.tsx';
import { advertisingBanner } from '../privacy/data.server.ts';
import { documentView } from './documents.server.ts';
import { mediaUrl } from './media.server.ts';

/** What the layout needs on every page: the shared content with media resolved to URLs. */
export interface SiteView {
  name: string;
  logoUrl: string;
  hashtag: string;
  menu: Site['menu'];
  /** The footer, with the site's terms as the pages show them (also linked from the sign-up forms). */
  footer: Omit<Site['footer'], 'terms'> & { terms: DocumentView };
  /**
   * The advertising banner's text and the version of what the site says about advertising, which
   * the answer is kept for (a change asks again); null in a build with no advertising ID.
   */
  advertising: { banner: string; version: string } | null;
}

/** Parses generated/content/site.json with the shared schema (never cast) and trims it for the layout. */
export function loadSite(): SiteView {
  const site = SiteSchema.parse(siteJson);
  const { terms, ...footer } = site.footer;
  return {
    name: site.name,
    logoUrl: mediaUrl(site.logo),
    hashtag: site.hashtag,
    menu: site.menu,
    footer: { ...footer, terms: documentView(terms) },
    advertising: advertisingBanner(),
  };
}
