import { type ReactNode, Suspense, useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { markPageReady } from '../framework/ready.ts';
import { SiteFooter } from '../layout/SiteFooter.tsx';
import { SiteHeader } from '../layout/SiteHeader.tsx';
import { PRIVACY_PATH } from '../privacy/privacy-paths.ts';
import '../layout/global.css';

/** Marks the document once React has taken over the page's content (the browser tests wait on it). */
function HydratedMark() {
  useEffect(() => markPageReady(), []);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const { config } = usePageContext();
  // The page's content and the footer are one Suspense boundary. Nothing in it suspends; the
  // boundary only lets React hydrate the prerendered content after the header, in small slices
  // that leave the main thread free between them (selective hydration), instead of in one long
  // task that would hold a tap on a slow phone.
  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      {config.showHeader !== false && <SiteHeader />}
      <Suspense>
        <main id="contenido" tabIndex={-1}>
          {children}
          {config.showFooter === false && (
            // Pages without the site footer (the stories, the pet pages) still lead to the privacy page.
            <p className="privacy-min">
              <a href={PRIVACY_PATH}>Privacidad y tus datos</a>
            </p>
          )}
        </main>
        {config.showFooter !== false && <SiteFooter />}
        <HydratedMark />
      </Suspense>
    </>
  );
}
