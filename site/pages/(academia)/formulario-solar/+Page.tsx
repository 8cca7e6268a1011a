import { useData } from 'vike-react/useData';
import { BackLink } from '../../../components/BackLink.tsx';
import { SolarForm } from '../SolarForm.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { courses, completionUrl, notice } = useData<Data>();
  return (
    <>
      <BackLink href="/cursos">Volver a los cursos</BackLink>
      <h1>Inscríbete en la Academia Solar</h1>
      <p>Completa tus datos con ayuda de tu adulto responsable y descarga tu diploma con tu nombre.</p>
      <SolarForm courses={courses} completionUrl={completionUrl} notice={notice} />
    </>
  );
}
