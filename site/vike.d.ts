import type { PageContextServer } from 'vike/types';
import type { SiteView } from './data/site.server.ts';

declare global {
  namespace Vike {
    interface Config {
      /** `SSR` (default): hydrated with React; `HTML`: no script at all; `HTML+JS`: no React, the page's `+client.ts` is its only script. */
      renderMode?: 'SSR' | 'HTML' | 'HTML+JS';
      /** Show the site header on this page; default true. */
      showHeader?: boolean;
      /** Show the site footer on this page; default true. */
      showFooter?: boolean;
      /** `<meta name="robots" content="noindex">` instead of a canonical link; default false. */
      noindex?: boolean;
      /**
       * The art a shared link of the page shows, as named in the content (`hero/academia.svg`, a
       * path under generated/media/), or a function of the page (a dog's own photo); the build
       * makes the 1200×630 picture from it.
       */
      shareArt?: string | ((pageContext: PageContextServer) => string);
    }
    interface GlobalContext {
      /** Brand, menu and footer, from generated/content/site.json. */
      site: SiteView;
    }
  }
}
