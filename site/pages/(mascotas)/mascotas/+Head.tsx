import type { PageContextServer } from 'vike/types';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { SITE_CONFIG } from '../../../config/site-config.ts';
import { event, jsonLdText } from '../../../seo/json-ld.ts';
import { sharePictureUrl } from '../../../seo/share.ts';
import { absoluteUrl } from '../../../seo/site-url.ts';
import type { Data } from './+data.ts';

const BASE = SITE_CONFIG.siteUrl;

/** The adoption event for search engines (schema.org `Event`): when, where, free entry, who organises it. */
export function Head() {
  const { event: facts } = useData<Data>();
  const pageContext = usePageContext() as PageContextServer;
  const { urlPathname, globalContext } = pageContext;
  const data = event({
    name: facts.title,
    description: facts.text,
    date: facts.date,
    from: facts.from,
    to: facts.to,
    place: facts.place,
    free: facts.free,
    url: absoluteUrl(BASE, urlPathname),
    image: sharePictureUrl(BASE, pageContext),
    organizer: { name: globalContext.site.name, url: absoluteUrl(BASE, '/') },
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped by jsonLdText so it cannot close the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
