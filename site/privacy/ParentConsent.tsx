import type { FormNoticeView } from './types.ts';

/** The name of the consent checkbox in a form's FormData (never sent as it is: see consentRecord). */
export const CONSENT_FIELD = 'consentimiento';

/**
 * The adult's consent for a child's data: a checkbox of its own, separate from the terms, never
 * ticked beforehand, required, in words a parent understands.
 */
export function ParentConsent({ notice, idPrefix }: { notice: FormNoticeView; idPrefix: string }) {
  const id = `${idPrefix}-consentimiento`;
  return (
    <div className="field field-check field-consent">
      <input id={id} type="checkbox" name={CONSENT_FIELD} required />
      <label htmlFor={id}>
        <strong>Soy mamá, papá o el adulto a cargo</strong> y autorizo que {notice.responsible} use estos datos para {notice.purpose}.
      </label>
    </div>
  );
}
