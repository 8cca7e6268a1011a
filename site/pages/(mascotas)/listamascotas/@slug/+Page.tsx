import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { boxSize } from '../../../../../pipeline/schema/content/picture-boxes.ts';
import { DOGS_PATH } from '../../../../../shared/dog-paths.ts';
import { AudioPlayer } from '../../../../audio/AudioPlayer.tsx';
import { PetsShell } from '../../PetsShell.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { dog, shell } = useData<Data>();
  const { site } = usePageContext().globalContext;
  return (
    <PetsShell shell={shell} back={{ href: DOGS_PATH, label: 'Ver todos los perritos' }}>
      <article className="dog" aria-labelledby="perro-titulo">
        <img className="dog-photo" src={dog.photoUrl} alt={`Foto de ${dog.name}`} {...boxSize('dogPhoto')} fetchPriority="high" />
        <div className="dog-story">
          {/* One text node: the prerendered HTML reads "Hola, Soy Kuyén" without markers in between. */}
          <h1 id="perro-titulo">{`Hola, Soy ${dog.name}`}</h1>
          <p className="dog-prompt">¡Escucha mi historia aquí!</p>
          <AudioPlayer src={dog.audioUrl} seconds={dog.audioSeconds} title={`la historia de ${dog.name}`} mode="stop" transcript={dog.transcript} />
          {/* Below the story on a phone: loaded lazily, so the photo comes first. */}
          <ul className="dog-logos" aria-label="Organizan">
            <li>
              <img src={site.logoUrl} alt={site.name} {...boxSize('siteLogo')} loading="lazy" />
            </li>
            <li>
              <img src={dog.foundation.logoUrl} alt={dog.foundation.name} {...boxSize('foundationLogo')} loading="lazy" />
            </li>
          </ul>
          <p>
            <a className="button" href="/mascotas">
              Ir al evento de adopción
            </a>
          </p>
        </div>
      </article>
    </PetsShell>
  );
}
