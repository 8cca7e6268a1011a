import { afterYes, BANNER_ID } from './consent-gate.ts';
import { adsConversion } from './gtag.ts';
import { pixelCompleteRegistration, pixelPageView } from './pixel.ts';

/** The version of the advertising text the banner asks under (its `data-version`); null when the page has no banner (no advertising ID). */
function bannerVersion(): string | null {
  return document.getElementById(BANNER_ID)?.dataset.version ?? null;
}

/** The thank-you page without React: a page view, the registration-complete event and the ads conversion, once each, after a yes. */
export function trackRegistrationComplete(): void {
  const version = bannerVersion();
  if (version === null) return;
  afterYes(version, () => {
    pixelPageView();
    pixelCompleteRegistration();
    adsConversion();
  });
}
