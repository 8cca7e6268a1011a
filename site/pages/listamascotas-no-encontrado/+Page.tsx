import { useData } from 'vike-react/useData';
import { DogNotFound } from '../../pets/DogNotFound.tsx';
import { PetsShell } from '../../pets/PetsShell.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { shell } = useData<Data>();
  return (
    <PetsShell shell={shell}>
      <DogNotFound />
    </PetsShell>
  );
}
