import { mapStyleOrigins } from '../config/map-style.ts';
import type { SiteConfig } from '../config/read-config.ts';

/**
 * The security headers of the static site, computed from the site's configuration, so the
 * Content-Security-Policy allows exactly the configured endpoints.
 */

/** The only host videos are embedded from. */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';
const PIXEL_ORIGINS = ['https://connect.facebook.net', 'https://www.facebook.com'];
const ADS_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'];

/** Origin of an absolute URL; null for a same-site path such as `/api/inbox/course`. */
export function originOf(url: string | undefined): string | null {
  if (!url || url.startsWith('/')) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))].sort();

/** The Content-Security-Policy's directives for every page: no inline scripts, frames only from the video host. */
function policyDirectives(config: SiteConfig): [string, string[]][] {
  const pixel = config.tracking.pixelId !== null ? PIXEL_ORIGINS : [];
  const ads = config.tracking.adsId !== null ? ADS_ORIGINS : [];
  // The map's street style (by default OpenFreeMap's) loads its style, tiles, fonts and sprites with
  // fetch; sprites and raster tiles may also be decoded as images.
  const map = mapStyleOrigins(config.mapStyle);
  const connect = unique([...Object.values(config.webhooks).map(originOf), originOf(config.counterUrl), ...map, ...pixel, ...ads]);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...pixel.slice(0, 1), ...ads.slice(0, 1)]],
    // Inline style attributes come from prerendered React markup; scripts stay strict.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...unique([...map, ...pixel.slice(1), ...ads.slice(1)])]],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'"]],
    ['connect-src', ["'self'", ...connect]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', [VIDEO_ORIGIN]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
}

const joinDirectives = (directives: [string, string[]][]) => directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');

/** Content-Security-Policy for every page, as the `_headers` file sends it. */
export function contentSecurityPolicy(config: SiteConfig): string {
  return joinDirectives(policyDirectives(config));
}

/**
 * The same policy as each page carries it in `<meta http-equiv="Content-Security-Policy">`, for a
 * host that sends no headers of its own (GitHub Pages): every directive but `frame-ancestors`,
 * which browsers read only from a header (CSP3 §6.1: ignored in a meta element, with a warning).
 */
export function metaContentSecurityPolicy(config: SiteConfig): string {
  return joinDirectives(policyDirectives(config).filter(([name]) => name !== 'frame-ancestors'));
}

/** Paths whose page asks for the visitor's position ("cerca de mí"). */
export const GEOLOCATION_PATHS = ['/', '/teleton25', '/puntos-de-reciclaje'];

/** Permissions-Policy for a page: geolocation only where the locator needs it, nothing else. */
export function permissionsPolicy(path: string): string {
  const geolocation = GEOLOCATION_PATHS.includes(path) ? 'geolocation=(self)' : 'geolocation=()';
  return `${geolocation}, camera=(), microphone=(), payment=(), usb=()`;
}

/** Headers every response gets. */
export function commonHeaders(config: SiteConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}
