import { useData } from 'vike-react/useData';
import { BackLink } from '../../../components/BackLink.tsx';
import { CourseTiles } from '../CourseTiles.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { tiles } = useData<Data>();
  return (
    <>
      <BackLink href="/academia-solar">Volver a la Academia Solar</BackLink>
      <h1>Elige tu curso</h1>
      <p>Cada taller tiene videos, una pregunta y un diploma con tu nombre al final. ¿Con cuál partes?</p>
      <CourseTiles tiles={tiles} />
    </>
  );
}
