import { type ReactNode, useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Footer } from '../layouts/Footer';
import { Header } from '../layouts/Header';
import '../layouts/global.css';

export function Layout({ children }: { children: ReactNode }) {
  const { config } = usePageContext();
  // Marks the document once React has taken over the prerendered HTML (the browser tests wait on it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      {config.showHeader !== false && <Header />}
      <main id="contenido" tabIndex={-1}>
        {children}
      </main>
      {config.showFooter !== false && <Footer />}
    </>
  );
}
