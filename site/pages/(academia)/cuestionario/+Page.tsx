import { useData } from 'vike-react/useData';
import { BackLink } from '../../../components/BackLink.tsx';
import { workshopHref } from '../workshop-routes.ts';
import type { Data } from './+data.ts';
import '../academy.css';

export default function Page() {
  const { questionaries } = useData<Data>();
  return (
    <>
      <BackLink href="/cursos">Volver a los cursos</BackLink>
      <h1>Cuestionarios de la Academia Solar</h1>
      <p>Elige tu taller y responde su pregunta. Si aciertas, podrás inscribirte y descargar tu diploma.</p>
      <ul className="quiz-list">
        {questionaries.map((item) => (
          <li key={item.key}>
            <h2>{item.title}</h2>
            <p>{item.question}</p>
            <a className="button" href={workshopHref(item.slug, 'questionary')}>
              Responder<span className="visually-hidden"> la pregunta del {item.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
