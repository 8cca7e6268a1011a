import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { afterYes } from './consent-gate.ts';
import { pixelPageView } from './pixel.ts';

/** The hydrated registration page (`/mascotas`): the pixel counts the visit after hydration, once the visitor said yes (the thank-you page: page-events.ts). */
export function usePetPagePixel(): void {
  const version = usePageContext().globalContext.site.advertising?.version ?? null;
  useEffect(() => (version === null ? undefined : afterYes(version, pixelPageView)), [version]);
}
