import siteJson from '../../generated/content/site.json';
import { type Site, SiteSchema } from '../../pipeline/schema/content/site.ts';
import { mediaUrl } from './media.ts';

/** What the layout needs on every page: the shared content with media resolved to URLs. */
export interface SiteView {
  name: string;
  logoUrl: string;
  hashtag: string;
  menu: Site['menu'];
  footer: Omit<Site['footer'], 'privacy' | 'terms'> & { privacyUrl: string; termsUrl: string };
}

/** Parses generated/content/site.json with the shared schema (never cast) and trims it for the layout. */
export function loadSite(): SiteView {
  const site = SiteSchema.parse(siteJson);
  const { privacy, terms, ...footer } = site.footer;
  return {
    name: site.name,
    logoUrl: mediaUrl(site.logo),
    hashtag: site.hashtag,
    menu: site.menu,
    footer: { ...footer, privacyUrl: mediaUrl(privacy), termsUrl: mediaUrl(terms) },
  };
}
