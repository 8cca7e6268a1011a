/**
 * Which base map the site draws, from VITE_MAP_STYLE_URL (read at build time). Plain TypeScript
 * with no browser or Vite API: the build's security headers (site/config/security-policy.ts) import
 * it too, so the Content-Security-Policy allows exactly the hosts the chosen style loads from.
 */

/**
 * The default: OpenFreeMap's "Positron" style, a light street map drawn from OpenStreetMap data.
 * No key, no account and no usage limit; the style, its vector tiles, fonts and sprites all come
 * from this one host. Its light grey keeps the site's points and clusters the most visible thing.
 */
export const DEFAULT_STYLE_URL = 'https://tiles.openfreemap.org/styles/positron';

/** The value of VITE_MAP_STYLE_URL that forces the offline base map (the browser tests use it). */
export const OFFLINE = 'offline';

export type MapStyleChoice = { kind: 'offline' } | { kind: 'remote'; url: string };

/** `offline` → the pipeline's offline base map; unset or empty → the default street map; anything else → that style URL. */
export function chooseMapStyle(value: string | undefined): MapStyleChoice {
  const setting = value?.trim() ?? '';
  if (setting.toLowerCase() === OFFLINE) return { kind: 'offline' };
  return { kind: 'remote', url: setting === '' ? DEFAULT_STYLE_URL : setting };
}

/**
 * The origins the chosen style is loaded from, for the CSP's `connect-src` and `img-src`: none
 * for the offline map or a style on the site itself, else the style URL's origin. A style whose
 * tiles, fonts or sprites live on other hosts needs them added by hand.
 */
export function mapStyleOrigins(choice: MapStyleChoice): string[] {
  if (choice.kind === 'offline' || choice.url.startsWith('/')) return [];
  try {
    return [new URL(choice.url).origin];
  } catch {
    return [];
  }
}
