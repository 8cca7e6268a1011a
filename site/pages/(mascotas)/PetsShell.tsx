import type { ReactNode } from 'react';
import { BackLink } from '../../components/BackLink.tsx';
import { SiteHeader } from '../../layout/SiteHeader.tsx';
import { TrackingBanner } from '../../privacy/TrackingBanner.tsx';
import type { PetsShellView } from './types.ts';
import './pets.css';
import { boxSize } from '../../../pipeline/schema/content/picture-boxes.ts';

/** Where a pet page's back link leads, and what it says (`Volver al evento de adopción`). */
export interface PetsBack {
  href: string;
  label: string;
}

/**
 * The frame of the pet pages, which hide the site header and footer: the shared header with the
 * pets menu on top, then the page's way back (to the list from a dog, to the event from the
 * list, home from the event), the page, and the pets footer with the dog and the cat below.
 * The footer's drawings load lazily: they are below the fold on a phone, and fetching them
 * first would slow the page's main image. The registration page (`tracks`), where adults are,
 * starts with the advertising question when the build has an advertising ID; the dogs' pages and
 * their list, which children use, never do.
 */
export function PetsShell({ shell, back, tracks = false, children }: { shell: PetsShellView; back: PetsBack; tracks?: boolean; children: ReactNode }) {
  const { footer } = shell;
  return (
    <div className="pets">
      {tracks && <TrackingBanner />}
      <div className="pets-top">
        <SiteHeader links={shell.menu} label="Menú de mascotas" />
      </div>
      <BackLink href={back.href}>{back.label}</BackLink>
      {children}
      <footer className="pets-footer">
        <img src={footer.dog.url} alt={footer.dog.alt} {...boxSize('petsFooter')} loading="lazy" />
        <p>{footer.text}</p>
        <img src={footer.cat.url} alt={footer.cat.alt} {...boxSize('petsFooter')} loading="lazy" />
      </footer>
    </div>
  );
}
