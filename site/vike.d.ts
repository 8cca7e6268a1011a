import type { SiteView } from './data/site.ts';

declare global {
  namespace Vike {
    interface Config {
      /** Show the site header on this page; default true. */
      showHeader?: boolean;
      /** Show the site footer on this page; default true. */
      showFooter?: boolean;
      /** `<meta name="robots" content="noindex">` instead of a canonical link; default false. */
      noindex?: boolean;
    }
    interface GlobalContext {
      /** Brand, menu and footer, from generated/content/site.json. */
      site: SiteView;
    }
  }
}
