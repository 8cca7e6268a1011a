import type { Config, ConfigEnv } from 'vike/types';
import vikeReact from 'vike-react/config';

// Every route is prerendered to static HTML; the site needs no server for its pages.
export default {
  extends: [vikeReact],
  prerender: { noExtraDir: true },
  lang: 'es-CL',
  title: 'Teletón para niñas, niños y familias',
  description: 'Talleres, juegos, cuentos y puntos limpios para reciclar en familia.',
  // The star of the brand logo (site/public/favicon.svg); replace it with the real icon.
  favicon: '/favicon.svg',
  meta: {
    /**
     * How the page reaches the browser (vike.dev/render-modes): `SSR` (the default) prerenders the
     * page and hydrates it with React (the rich pages); `HTML` prerenders it and sends no script
     * at all (the pages to read); `HTML+JS` prerenders it and sends only the page's `+client.ts`,
     * a small script that enhances the HTML, and no React.
     */
    renderMode: {
      env: { config: true, server: true },
      effect({ configDefinedAt, configValue }) {
        const env: ConfigEnv | null =
          configValue === 'HTML' || configValue === 'HTML+JS' ? { server: true } : configValue === 'SSR' ? { server: true, client: true } : null;
        if (env === null) throw new Error(`${configDefinedAt} debe ser 'SSR', 'HTML' o 'HTML+JS'`);
        return { meta: { Page: { env } } };
      },
    },
    /** Show the site header on this page (the spec's header flag). */
    showHeader: { env: { server: true, client: true } },
    /** Show the site footer on this page (the spec's footer flag). */
    showFooter: { env: { server: true, client: true } },
    /** Keep the page out of search engines and the sitemap (no canonical link); read in the browser to update the head after a navigation. */
    noindex: { env: { server: true, client: true } },
    /** The art of the picture a shared link of the page shows (read by +Head.tsx, at prerender only). */
    shareArt: { env: { server: true } },
  },
  showHeader: true,
  showFooter: true,
  // The telethon campaign's art, for pages of no section of their own.
  shareArt: 'hero/teleton.svg',
  passToClient: ['site'],
} satisfies Config;
