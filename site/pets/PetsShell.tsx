import type { ReactNode } from 'react';
import { Header } from '../layouts/Header.tsx';
import type { PetsShellView } from './types.ts';
import './pets.css';

/**
 * The frame of the pet pages, which hide the site header and footer: a way back home and the
 * shared header with the pets menu on top, the pets footer with the dog and the cat below.
 * The footer's drawings load lazily: they are below the fold on a phone, and fetching them
 * first would slow the page's main image.
 */
export function PetsShell({ shell, children }: { shell: PetsShellView; children: ReactNode }) {
  const { footer } = shell;
  return (
    <div className="pets">
      <div className="pets-top">
        <a className="pets-back" href="/">
          <span aria-hidden="true">←</span> Volver al inicio
        </a>
        <Header links={shell.menu} label="Menú de mascotas" />
      </div>
      {children}
      <footer className="pets-footer">
        <img src={footer.dog.url} alt={footer.dog.alt} width={120} height={120} loading="lazy" />
        <p>{footer.text}</p>
        <img src={footer.cat.url} alt={footer.cat.alt} width={120} height={120} loading="lazy" />
      </footer>
    </div>
  );
}
