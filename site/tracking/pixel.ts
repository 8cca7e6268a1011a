import { SITE_CONFIG } from '../config/site-config.ts';
import { loadScript } from './script.ts';

export const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

type PixelArgs = unknown[];

/** The pixel's global function: calls are queued until the script takes over (`callMethod`). */
interface Fbq {
  (...args: PixelArgs): void;
  callMethod?: (...args: PixelArgs) => void;
  queue: PixelArgs[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

let initialised = false;

/** The vendor's stub: same behaviour as its official snippet, without inline code. */
function installStub(): Fbq {
  const existing = window.fbq;
  if (existing) return existing;
  const fbq = ((...args: PixelArgs) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

/** Installs the stub, initialises the pixel and loads its script, once per document; null when off. */
function ensurePixel(): Fbq | null {
  const id = SITE_CONFIG.tracking.pixelId;
  if (id === null) return null;
  const fbq = installStub();
  if (!initialised) {
    initialised = true;
    // Automatic event collection off (Meta's documented call, before init): it would send the
    // page's button labels and form structure; only the spec's events are sent.
    fbq('set', 'autoConfig', false, id);
    fbq('init', id);
    loadScript(PIXEL_SCRIPT);
  }
  return fbq;
}

/** On a pet page: counts a page view (initialising the pixel first). Nothing at all when VITE_PIXEL_ID is unset. */
export function pixelPageView(): void {
  ensurePixel()?.('track', 'PageView');
}

/** The registration-complete event of the thank-you page. */
export function pixelCompleteRegistration(): void {
  ensurePixel()?.('track', 'CompleteRegistration');
}

/** The visitor withdrew consent: the pixel's own `consent` call stops it, if it was loaded in this document. */
export function pixelRevoke(): void {
  window.fbq?.('consent', 'revoke');
}
