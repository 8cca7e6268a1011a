import type { PageContextServer } from 'vike/types';
import { absoluteUrl } from './site-url.ts';

/**
 * What a shared link shows (Open Graph and the app manifest), in one place for the pages' head
 * (site/pages/+Head.tsx) and the build step that draws the pictures
 * (site/finish/share-files.ts).
 */

/** Folder of the 1200×630 pictures a shared link shows: one per piece of art a page names. */
export const SHARE_DIR = '/compartir';
/** Width and height of a shared link's picture: the size messengers and social networks show whole. */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;

/** The web app manifest and the icons it and the head name. */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const APPLE_TOUCH_ICON = { path: '/iconos/apple-touch-icon.png', size: 180 } as const;
export const APP_ICONS = [
  { path: '/iconos/icono-192.png', size: 192, purpose: 'any' },
  { path: '/iconos/icono-512.png', size: 512, purpose: 'any' },
  { path: '/iconos/icono-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** The browser's colour around the page (`theme-color`): the site's accent. */
export const THEME_COLOR = '#0b5cab';
/** The page's own background (`--paper`), shown while an installed site starts. */
export const BACKGROUND_COLOR = '#fffdf7';
/** Open Graph's spelling of the site's language. */
export const OG_LOCALE = 'es_CL';

const ART = /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.svg$/;

/**
 * Where the shared picture of a piece of art is published: `hero/academia.svg` →
 * `/compartir/hero/academia.png`. The art is named as in the content (a path under
 * `generated/media/`); the build step reads it back with `shareArt`.
 */
export function sharePicturePath(art: string): string {
  if (!ART.test(art)) throw new Error(`La imagen para compartir debe ser un SVG de generated/media (p. ej. hero/academia.svg): ${art}`);
  return `${SHARE_DIR}/${art.replace(/\.svg$/, '.png')}`;
}

/** The art a shared picture's path was made from (`/compartir/dogs/kuyen.png` → `dogs/kuyen.svg`), or null for any other path. */
export function shareArt(path: string): string | null {
  if (!path.startsWith(`${SHARE_DIR}/`) || !path.endsWith('.png')) return null;
  const art = `${path.slice(SHARE_DIR.length + 1, -'.png'.length)}.svg`;
  return ART.test(art) ? art : null;
}

/** The absolute address of the picture a shared link of the page shows, from the page's `shareArt` setting. */
export function sharePictureUrl(base: string, pageContext: PageContextServer): string {
  const { shareArt } = pageContext.config;
  const art = typeof shareArt === 'function' ? shareArt(pageContext) : shareArt;
  if (art === undefined) throw new Error(`${pageContext.urlPathname}: la página no dice su imagen para compartir (shareArt)`);
  return absoluteUrl(base, sharePicturePath(art));
}
