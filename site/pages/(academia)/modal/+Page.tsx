import { useData } from 'vike-react/useData';
import { BackLink } from '../../../components/BackLink.tsx';
import { Completion } from '../Completion.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { courses, completionUrl } = useData<Data>();
  return (
    <>
      <BackLink href="/cursos">Volver a los cursos</BackLink>
      <div className="completion-page">
        <h1>Tu diploma de la Academia Solar</h1>
        <Completion courses={courses} completionUrl={completionUrl} />
      </div>
    </>
  );
}
