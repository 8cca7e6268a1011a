import { SITE_CONFIG } from '../config/site-config.ts';
import { deleteVendorCookies } from './cookies.ts';
import { gtagRevoke } from './gtag.ts';
import { pixelRevoke } from './pixel.ts';
import { onTrackingChoice, readTrackingChoice, storeTrackingChoice, type TrackingChoice } from './tracking-choice.ts';

/** True when this build measures anything at all (an ID is set); otherwise there is no banner and nothing loads. */
export const TRACKING_ON = SITE_CONFIG.tracking.pixelId !== null || SITE_CONFIG.tracking.adsId !== null;

/** The banner's element id (site/privacy/TrackingBanner.tsx renders it, hidden). */
export const BANNER_ID = 'aviso-publicidad';

function banner(): HTMLElement | null {
  return document.getElementById(BANNER_ID);
}

function hideBanner(): void {
  const element = banner();
  if (!element) return;
  element.hidden = true;
  document.body.style.removeProperty('padding-bottom');
}

/**
 * Shows the prerendered banner and wires its two buttons. It is fixed to the bottom of the
 * screen, so it moves nothing; the page gets room below so the banner never covers its end.
 */
function showBanner(version: string): void {
  const element = banner();
  if (!element) return;
  for (const button of element.querySelectorAll<HTMLButtonElement>('button[data-eleccion]')) {
    const choice = button.dataset.eleccion === 'si' ? 'si' : 'no';
    button.onclick = () => storeTrackingChoice(choice, version);
  }
  element.hidden = false;
  document.body.style.paddingBottom = `${element.offsetHeight}px`;
}

/**
 * A "no", also one that replaces an earlier yes: the vendors' own consent calls stop what they had
 * loaded in this document, and their first-party cookies are deleted from this browser.
 */
function forgetVendors(): void {
  pixelRevoke();
  gtagRevoke();
  deleteVendorCookies();
}

/**
 * Runs a page's advertising events only after the visitor said yes: at once when a yes is stored
 * for what the site now says of advertising, when the banner's yes is pressed if no answer is
 * stored, and never after a no (whose cookies are deleted again, in case another tab left some).
 * Returns the way to stop waiting (the page is left before an answer).
 */
export function afterYes(version: string, fire: () => void): () => void {
  if (!TRACKING_ON) return () => {};
  const stored = readTrackingChoice(version);
  if (stored === 'si') {
    fire();
    return () => {};
  }
  if (stored === 'no') {
    deleteVendorCookies();
    return () => {};
  }
  showBanner(version);
  const stop = onTrackingChoice((choice: TrackingChoice) => {
    stop();
    hideBanner();
    if (choice === 'si') fire();
    else forgetVendors();
  });
  return stop;
}

/** The choice on /privacidad: every "no" given there forgets the vendors (`forgetVendors`), as does a stored one when the page opens. */
export function revokeOnNo(version: string): () => void {
  if (readTrackingChoice(version) === 'no') deleteVendorCookies();
  return onTrackingChoice((choice) => {
    if (choice === 'no') forgetVendors();
  });
}
