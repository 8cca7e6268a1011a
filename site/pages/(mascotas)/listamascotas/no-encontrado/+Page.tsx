import { useData } from 'vike-react/useData';
import { DOGS_PATH } from '../../../../../shared/dog-paths.ts';
import { DogNotFound } from '../../DogNotFound.tsx';
import { PetsShell } from '../../PetsShell.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { shell } = useData<Data>();
  return (
    <PetsShell shell={shell} back={{ href: DOGS_PATH, label: 'Ver todos los perritos' }}>
      <DogNotFound />
    </PetsShell>
  );
}
