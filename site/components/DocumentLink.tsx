import type { ReactNode } from 'react';
import type { DateView } from './dates.ts';

/**
 * A document named by the content (contest rules, terms) as a page shows it on the day the site
 * was built: in force (with its last day, if it has one), ended, or not published yet.
 */
export type DocumentView = { state: 'current'; url: string; until: DateView | null } | { state: 'ended'; url: string; until: DateView } | { state: 'pending' };

/**
 * "vigentes hasta el 30 de noviembre de 2027", or for an ended one "estuvieron vigentes hasta el …"
 * (documents are named in the plural: bases, términos).
 */
export function Validity({ until, ended = false }: { until: DateView; ended?: boolean }) {
  return (
    <>
      {ended ? 'estuvieron vigentes' : 'vigentes'} hasta el <time dateTime={until.iso}>{until.text}</time>
    </>
  );
}

/**
 * The link to a document, its name given as children, with its validity beside it: a current one
 * opens its PDF in a new tab ("vigentes hasta …" when it has a last day); an ended one says it no
 * longer applies; one not published yet says so, with no link.
 */
export function DocumentLink({ doc, children }: { doc: DocumentView; children: ReactNode }) {
  if (doc.state === 'pending') {
    return (
      <>
        {children} <span className="document-validity">(por publicar)</span>
      </>
    );
  }
  return (
    <>
      <a href={doc.url} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (PDF, se abre en una pestaña nueva)</span>
      </a>
      {doc.until !== null && (
        <span className="document-validity">
          {' '}
          (<Validity until={doc.until} ended={doc.state === 'ended'} />)
        </span>
      )}
    </>
  );
}
