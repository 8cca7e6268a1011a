import { useData } from 'vike-react/useData';
import { ContinueLink } from '../../../academy/ContinueLink.tsx';
import { CourseTiles } from '../../../academy/CourseTiles.tsx';
import { BackLink } from '../../../components/BackLink.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { tiles } = useData<Data>();
  return (
    <>
      <BackLink href="/academia-solar">Volver a la Academia Solar</BackLink>
      <h1>Talleres de la Academia Solar</h1>
      <ContinueLink courses={tiles} />
      <p>Estos son los cuatro talleres. Elige uno para ver sus videos:</p>
      <CourseTiles tiles={tiles} />
    </>
  );
}
