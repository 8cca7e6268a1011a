import type { FormNoticeView } from './types.ts';

/** The name of the consent checkbox in a form's FormData (never sent as it is: see consentRecord). */
export const CONSENT_FIELD = 'consentimiento';

/**
 * Who may consent for a child, in the law's words (Ley 19.628 as amended by Ley 21.719): the one
 * name the forms give that person is "adulto responsable", and this is what it means.
 */
export const GUARDIAN_IS = 'su madre, su padre, su representante legal o quien tiene su cuidado personal';

/**
 * The adult responsible's consent for a child's data: a checkbox of its own, separate from the
 * terms, never ticked beforehand, required, naming who may give it in words a parent understands.
 */
export function ParentConsent({ notice, idPrefix }: { notice: FormNoticeView; idPrefix: string }) {
  const id = `${idPrefix}-consentimiento`;
  return (
    <div className="field field-check field-consent">
      <input id={id} type="checkbox" name={CONSENT_FIELD} required />
      <label htmlFor={id}>
        <strong>Soy el adulto responsable de la niña o el niño</strong> ({GUARDIAN_IS}) y autorizo que {notice.responsible} use estos datos para{' '}
        {notice.purpose}.
      </label>
    </div>
  );
}
