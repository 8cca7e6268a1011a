import { useData } from 'vike-react/useData';
import { type DocumentView, Validity } from '../../components/DocumentLink.tsx';
import type { Data } from './+data.ts';
import type { LegalDocumentView } from './data.server.ts';
import './legal.css';

/** What stands beside a document's link: its validity, or that it is still to be published. */
function Beside({ doc }: { doc: DocumentView }) {
  if (doc.state === 'pending') return <span className="legal-validity">Bases por publicar: las pondremos aquí</span>;
  if (doc.until === null) return null;
  return (
    <span className="legal-validity">
      <Validity until={doc.until} ended={doc.state === 'ended'} />
    </span>
  );
}

function DocumentList({ documents }: { documents: LegalDocumentView[] }) {
  return (
    <ul className="legal-list">
      {documents.map(({ id, title, doc }) => (
        <li key={id}>
          {doc.state === 'pending' ? (
            <span className="legal-link legal-link-pending">{title}</span>
          ) : (
            <a className="legal-link" href={doc.url} target="_blank" rel="noopener noreferrer">
              <span className="legal-badge" aria-hidden="true">
                PDF
              </span>
              {title}
              <span className="visually-hidden"> (PDF, se abre en una pestaña nueva)</span>
            </a>
          )}
          <Beside doc={doc} />
        </li>
      ))}
    </ul>
  );
}

export default function Page() {
  const { current, ended } = useData<Data>();
  return (
    <>
      <h1>Bases Legales</h1>
      <p>Aquí están las reglas de nuestros concursos y promociones. Puedes leerlas o descargarlas en PDF.</p>
      <section aria-labelledby="bases-vigentes">
        <h2 id="bases-vigentes">Bases vigentes</h2>
        {current.length > 0 ? <DocumentList documents={current} /> : <p>Ahora no hay concursos ni promociones con bases vigentes.</p>}
      </section>
      {ended.length > 0 && (
        <section aria-labelledby="bases-terminadas">
          <h2 id="bases-terminadas">Bases de concursos terminados</h2>
          <p>Estas bases ya no están vigentes: las dejamos aquí para que puedas consultarlas.</p>
          <DocumentList documents={ended} />
        </section>
      )}
    </>
  );
}
