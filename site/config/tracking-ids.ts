/**
 * The advertising IDs, read at build time from VITE_PIXEL_ID and VITE_ADS_CONVERSION_ID
 * (see README.md here). An unset or malformed ID turns that service off: no script is loaded.
 * Plain code, with no Vite in it: part of the site's configuration (site/config/).
 */
export interface TrackingConfig {
  /** Advertising-pixel ID (digits), e.g. `123456789012345`. */
  pixelId: string | null;
  /** Ads conversion target, `AW-<account>/<label>`, sent as `send_to`. */
  conversionId: string | null;
  /** The gtag config ID: the conversion ID before the `/`, e.g. `AW-123456789`. */
  adsId: string | null;
}

const PIXEL_ID = /^\d+$/;
const CONVERSION_ID = /^(AW-\d+)\/[\w-]+$/;

function clean(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Reads and checks the two variables; anything that does not look like an ID counts as unset. */
export function readTrackingConfig(env: Record<string, unknown>): TrackingConfig {
  const pixel = clean(env.VITE_PIXEL_ID);
  const conversion = clean(env.VITE_ADS_CONVERSION_ID);
  const ads = CONVERSION_ID.exec(conversion)?.[1] ?? null;
  return {
    pixelId: PIXEL_ID.test(pixel) ? pixel : null,
    conversionId: ads === null ? null : conversion,
    adsId: ads,
  };
}
