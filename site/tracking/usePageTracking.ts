import { useEffect, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { afterYes } from './consent-gate.ts';
import { adsConversion } from './gtag.ts';
import { pixelCompleteRegistration, pixelPageView } from './pixel.ts';

/** Pet pages (`/mascotas`, the dog pages): the pixel counts the visit after hydration, once the visitor said yes. */
export function usePetPagePixel(): void {
  const version = usePageContext().globalContext.site.privacyVersion;
  useEffect(() => afterYes(version, pixelPageView), [version]);
}

/**
 * The thank-you page: after hydration and a yes, a page view, the registration-complete event and
 * the ads conversion, once per visit of the page (a ref guards against a repeated effect).
 */
export function useRegistrationComplete(): void {
  const version = usePageContext().globalContext.site.privacyVersion;
  const sent = useRef(false);
  useEffect(
    () =>
      afterYes(version, () => {
        if (sent.current) return;
        sent.current = true;
        pixelPageView();
        pixelCompleteRegistration();
        adsConversion();
      }),
    [version],
  );
}
