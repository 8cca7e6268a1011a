import { DocumentLink, type DocumentView } from '../components/DocumentLink.tsx';

/** The required "Acepto los términos y condiciones" checkbox (or the event's "bases"), the document opening in a new tab, its validity beside it. */
export function TermsCheckbox({ terms, name = 'terms', what = 'los términos y condiciones' }: { terms: DocumentView; name?: string; what?: string }) {
  return (
    <div className="field field-check">
      <input id={`${name}-check`} type="checkbox" name={name} required />
      <label htmlFor={`${name}-check`}>
        Acepto <DocumentLink doc={terms}>{what}</DocumentLink>
      </label>
    </div>
  );
}
