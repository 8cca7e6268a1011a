import { useEffect, useRef } from 'react';
import { adsConversion } from './gtag.ts';
import { pixelCompleteRegistration, pixelPageView } from './pixel.ts';

/** Pet pages (`/mascotas`, the dog pages): the pixel counts the visit after hydration. */
export function usePetPagePixel(): void {
  useEffect(() => {
    pixelPageView();
  }, []);
}

/**
 * The thank-you page: after hydration, a page view, the registration-complete event and the
 * ads conversion, once per visit of the page (a ref guards against a repeated effect).
 */
export function useRegistrationComplete(): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    pixelPageView();
    pixelCompleteRegistration();
    adsConversion();
  }, []);
}
