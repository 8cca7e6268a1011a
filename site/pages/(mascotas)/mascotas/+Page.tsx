import { useData } from 'vike-react/useData';
import { boxSize } from '../../../../pipeline/schema/content/picture-boxes.ts';
import { DOGS_PATH } from '../../../../shared/dog-paths.ts';
import { usePetPagePixel } from '../../../tracking/usePageTracking.ts';
import { EventInfo } from '../EventInfo.tsx';
import { Collaboration, Foundations } from '../PetsSections.tsx';
import { PetsShell } from '../PetsShell.tsx';
import { RegistrationForm } from '../RegistrationForm.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { shell, hero, event, dogCount, form, foundations, collaboration, buildYear, notice } = useData<Data>();
  usePetPagePixel();
  return (
    <PetsShell shell={shell} back={{ href: '/', label: 'Volver al inicio' }} tracks>
      <section className="pets-hero" aria-labelledby="mascotas-titulo">
        <img className="pets-hero-image" src={hero.imageUrl} alt={hero.imageAlt} {...boxSize('banner')} fetchPriority="high" />
        <h1 id="mascotas-titulo">{hero.title}</h1>
        <p>{hero.text}</p>
        <p>
          <a className="button" href="#confirmar">
            Confirmar asistencia
          </a>
        </p>
      </section>
      <EventInfo event={event} />
      <section className="pets-section" aria-labelledby="perritos-titulo">
        <h2 id="perritos-titulo">Conoce a los perritos</h2>
        <p>Mira sus fotos y escucha la historia que cada uno te quiere contar antes de ir al parque.</p>
        <p>
          <a className="button" href={DOGS_PATH}>{`Ver los ${dogCount} perritos`}</a>
        </p>
      </section>
      <section id="confirmar" className="pets-section" aria-labelledby="confirmar-titulo" tabIndex={-1}>
        <h2 id="confirmar-titulo">{form.title}</h2>
        <p>{form.text}</p>
        <RegistrationForm terms={form.terms} buildYear={buildYear} notice={notice} />
      </section>
      <Foundations {...foundations} />
      <Collaboration {...collaboration} />
    </PetsShell>
  );
}
