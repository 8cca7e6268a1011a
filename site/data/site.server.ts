import siteJson from '../../generated/content/site.json';
import { type Site, SiteSchema } from '../../pipeline/schema/content/site.ts';
import type { DocumentView } from '../components/DocumentLink.tsx';
import { privacyVersion } from '../privacy/data.server.ts';
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
  /** The privacy notice's version: the advertising choice is kept for it (a new version asks again). */
  privacyVersion: string;
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
    privacyVersion: privacyVersion(),
  };
}
