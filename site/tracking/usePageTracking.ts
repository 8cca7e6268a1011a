import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { afterYes } from './consent-gate.ts';
import { pixelPageView } from './pixel.ts';

/** The hydrated pet page (`/mascotas`): the pixel counts the visit after hydration, once the visitor said yes (the pages without React: page-events.ts). */
export function usePetPagePixel(): void {
  const version = usePageContext().globalContext.site.privacyVersion;
  useEffect(() => afterYes(version, pixelPageView), [version]);
}
