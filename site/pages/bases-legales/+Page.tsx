import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import './legal.css';

export default function Page() {
  const { documents } = useData<Data>();
  return (
    <>
      <h1>Bases Legales</h1>
      <p>Aquí están las reglas de nuestros concursos y promociones. Puedes leerlas o descargarlas en PDF.</p>
      <ul className="legal-list">
        {documents.map((doc) => (
          <li key={doc.id}>
            <a className="legal-link" href={doc.url} target="_blank" rel="noopener noreferrer">
              <span className="legal-badge" aria-hidden="true">
                PDF
              </span>
              {doc.title}
              <span className="visually-hidden"> (PDF, se abre en una pestaña nueva)</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
