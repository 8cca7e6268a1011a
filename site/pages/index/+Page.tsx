import { useMemo } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { unpack } from '../../framework/packed.ts';
import { SiteHeader } from '../../layout/SiteHeader.tsx';
import { BottleCounter } from '../../teleton/BottleCounter.tsx';
import { Hero } from '../../teleton/Hero.tsx';
import { Partners } from '../../teleton/Partners.tsx';
import { Tarea } from '../../teleton/Tarea.tsx';
import type { Data } from './+data.ts';
import { Locator } from './Locator.tsx';
import '../../teleton/teleton.css';

const SECTIONS = [
  { label: 'Tarea teletón', id: 'tarea-teleton' },
  { label: 'Contador de botellas', id: 'contador' },
  { label: 'Puntos limpios', id: 'puntos-limpios' },
];

export default function Page() {
  const { hero, tarea, counter, locator, partners, points: packedPoints, regions: packedRegions } = useData<Data>();
  const points = useMemo(() => unpack(packedPoints), [packedPoints]);
  const regions = useMemo(() => unpack(packedRegions), [packedRegions]);
  const { urlPathname, globalContext } = usePageContext();
  const { hashtag } = globalContext.site;
  // On `/`, "./#x" (not "#x") so the shared header does not mark every section link as the current page.
  const prefix = urlPathname === '/' ? './' : '';
  const links = SECTIONS.map((section) => ({ label: section.label, href: `${prefix}#${section.id}` }));
  return (
    <>
      <SiteHeader links={links} label="Secciones de la página" />
      <Hero {...hero} />
      <Tarea {...tarea} />
      <BottleCounter {...counter} hashtag={hashtag} />
      <section id="puntos-limpios" className="teleton-section" aria-labelledby="puntos-titulo">
        <h2 id="puntos-titulo">{locator.title}</h2>
        <p className="locator-invitation">
          {locator.invitation} <strong className="hashtag">{hashtag}</strong>
        </p>
        <Locator points={points} regions={regions} />
        <p className="directory-link">
          <a href="/puntos-de-reciclaje">{locator.directoryLink}</a>
        </p>
      </section>
      <Partners {...partners} />
    </>
  );
}
