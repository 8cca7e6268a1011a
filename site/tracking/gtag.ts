import { SITE_CONFIG } from '../config/site-config.ts';
import { loadScript } from './script.ts';

export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Installs gtag and configures the ads account, once per document; null when off. */
function ensureGtag(adsId: string): (...args: unknown[]) => void {
  if (window.gtag) return window.gtag;
  window.dataLayer ??= [];
  const dataLayer = window.dataLayer;
  // gtag.js reads `arguments` objects from the data layer (not arrays), as in its official snippet.
  const gtag = function () {
    // biome-ignore lint/complexity/noArguments: gtag.js ignores an array; it needs the Arguments object.
    dataLayer.push(arguments);
  } as (...args: unknown[]) => void;
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', adsId);
  loadScript(`${GTAG_SCRIPT}?id=${encodeURIComponent(adsId)}`);
  return gtag;
}

/** The visitor withdrew consent: gtag's consent mode denies storage and ads use, if it was loaded in this document. */
export function gtagRevoke(): void {
  window.gtag?.('consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
}

/** The ads conversion of the thank-you page. Does nothing at all when VITE_ADS_CONVERSION_ID is unset. */
export function adsConversion(): void {
  const { adsId, conversionId } = SITE_CONFIG.tracking;
  if (adsId === null || conversionId === null) return;
  ensureGtag(adsId)('event', 'conversion', { send_to: conversionId });
}
