import { usePageContext } from 'vike-react/usePageContext';
import { SITE_CONFIG } from '../../config/site-config.ts';
import { jsonLdText, organization } from '../../seo/json-ld.ts';
import { APP_ICONS } from '../../seo/share.ts';
import { absoluteUrl } from '../../seo/site-url.ts';

const BASE = SITE_CONFIG.siteUrl;
/** The largest app icon, square: the logo search engines may show beside the site. */
const LOGO = APP_ICONS.reduce((largest, icon) => (icon.purpose === 'any' && icon.size > largest.size ? icon : largest));

/** The organisation behind the site, on its home page (schema.org `Organization`), from the footer's content. */
export function Head() {
  const { site } = usePageContext().globalContext;
  const data = organization({
    name: site.name,
    base: BASE,
    logo: absoluteUrl(BASE, LOGO.path),
    telephone: site.footer.phone.tel,
    address: site.footer.address.text,
    sameAs: site.footer.social.map((link) => link.url),
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped by jsonLdText so it cannot close the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
