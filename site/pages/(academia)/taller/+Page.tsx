import { useData } from 'vike-react/useData';
import { BackLink } from '../../../components/BackLink.tsx';
import { ContinueLink } from '../ContinueLink.tsx';
import { CourseTiles } from '../CourseTiles.tsx';
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
