import type { TrackingConfig } from '../config/tracking-ids.ts';

/** A first-party cookie an advertising vendor's script sets on this site's domain, and for how long. */
export interface VendorCookie {
  name: string;
  /** How long it lasts, in days, as the vendor documents it (renewed on each visit that loads the script). */
  days: number;
  /** What it is for, in a few words. */
  what: string;
}

/** An advertising vendor the site can load, named only when its ID is set. */
export interface Vendor {
  /** As families know it: `Meta`, `Google`. */
  name: string;
  /** Who receives the data, and where: both are in the United States. */
  company: string;
  /** The tool, as the text names it: "el píxel de Meta". */
  tool: string;
  cookies: readonly VendorCookie[];
}

/**
 * The two vendors of the pet-event pages (site/tracking/README.md). Their cookies are what a "no"
 * deletes (consent-gate.ts) and what /privacidad lists; each is named only in a build that sets
 * its ID.
 */
export const VENDORS = {
  meta: {
    name: 'Meta',
    company: 'Meta Platforms, Inc.',
    tool: 'el píxel de Meta',
    cookies: [
      { name: '_fbp', days: 90, what: 'reconoce este navegador ante Meta, para contar las visitas' },
      { name: '_fbc', days: 90, what: 'guarda el clic en un aviso de Meta que trajo la visita, cuando llegaste por uno' },
    ],
  },
  google: {
    name: 'Google',
    company: 'Google LLC',
    tool: 'la medición de conversiones de Google Ads',
    cookies: [
      { name: '_gcl_au', days: 90, what: 'reconoce este navegador ante Google, para contar las inscripciones' },
      { name: '_gcl_aw', days: 90, what: 'guarda el clic en un aviso de Google que trajo la visita, cuando llegaste por uno' },
    ],
  },
} as const satisfies Record<string, Vendor>;

/** Where both vendors keep the data (an international transfer). */
export const VENDORS_COUNTRY = 'Estados Unidos';

/** The vendors whose ID this build sets, Meta first; none when the build measures nothing. */
export function vendorsOf(tracking: TrackingConfig): Vendor[] {
  return [tracking.pixelId !== null ? VENDORS.meta : null, tracking.adsId !== null ? VENDORS.google : null].filter((vendor) => vendor !== null);
}

/** Names in a Spanish list: "Meta", "Meta y Google". */
export function inWords(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

/** Every cookie name of every vendor: what a "no" deletes, whichever IDs this build sets (an earlier build may have set others). */
export const VENDOR_COOKIES: readonly string[] = Object.values(VENDORS).flatMap((vendor) => vendor.cookies.map((cookie) => cookie.name));
