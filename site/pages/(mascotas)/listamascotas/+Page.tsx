import { useData } from 'vike-react/useData';
import { DogList } from '../DogList.tsx';
import { PetsShell } from '../PetsShell.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { dogs, shell } = useData<Data>();
  return (
    <PetsShell shell={shell} back={{ href: '/mascotas', label: 'Volver al evento de adopción' }}>
      <section className="pets-section" aria-labelledby="perritos-titulo">
        <h1 id="perritos-titulo">Perritos en adopción</h1>
        <p>{`Estos ${dogs.length} perritos te esperan en el evento de adopción. Elige uno para ver su foto y escuchar su historia.`}</p>
        <DogList dogs={dogs} />
      </section>
    </PetsShell>
  );
}
