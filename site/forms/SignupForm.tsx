import { type FormEvent, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { usePageContext } from 'vike-react/usePageContext';
import { consentRecord } from '../privacy/consent.ts';
import { FormNotice } from '../privacy/FormNotice.tsx';
import { ParentConsent } from '../privacy/ParentConsent.tsx';
import type { FormNoticeView } from '../privacy/types.ts';
import { FormError } from './FormError.tsx';
import { Field, type FieldSpec } from './fields.tsx';
import { SignupSuccess, type SuccessContent } from './SignupSuccess.tsx';
import { TermsCheckbox } from './TermsCheckbox.tsx';
import { useSubmit } from './useSubmit.ts';
import './SignupForm.css';

export interface SignupFormProps {
  /** Where the JSON is posted (one of `SITE_CONFIG.webhooks`). */
  url: string;
  /** Page heading and introduction. */
  intro: { title: string; text: string };
  /** The inputs, in order; the payload is exactly `{ [field.name]: value }` for these. */
  fields: readonly FieldSpec[];
  /** Shown instead of the form after the webhook accepted the submission. */
  success: SuccessContent;
  /** Who receives the data, what for and for how long; whether an adult's consent is asked. */
  notice: FormNoticeView;
}

/**
 * A sign-up page body: heading, text and a form whose fields are all required (native
 * validation), the terms, the adult's consent when the form may take a child's data, and the
 * notice just above the button. The payload is exactly `{ [field.name]: value }`, plus
 * `consentimiento` when consent is asked. Nothing is cleared until the submission succeeds; then
 * the form is reset and replaced by the success state. A failure shows a Spanish message and
 * keeps every answer.
 */
export function SignupForm({ url, intro, fields, success, notice }: SignupFormProps) {
  const { terms } = usePageContext().globalContext.site.footer;
  const { error, submit, sending } = useSubmit(url);
  const [done, setDone] = useState(false);
  // Before hydration a click would send the answers in the page URL: wait for the script.
  const hydrated = useHydrated();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const payload: Record<string, unknown> = Object.fromEntries(fields.map((field) => [field.name, String(data.get(field.name) ?? '')]));
    if (notice.childConsent) payload.consentimiento = consentRecord(notice.version);
    void submit(payload, () => {
      form.reset();
      setDone(true);
    });
  }

  return (
    <div className="signup">
      <h1>{intro.title}</h1>
      {done ? (
        <SignupSuccess content={success} />
      ) : (
        <>
          <p>{intro.text}</p>
          <form className="form" aria-label="Formulario de inscripción" aria-busy={sending} onSubmit={handleSubmit}>
            <p className="signup-required">Todos los campos son obligatorios.</p>
            {fields.map((field) => (
              <Field key={field.name} spec={field} />
            ))}
            <TermsCheckbox terms={terms} />
            {notice.childConsent && <ParentConsent notice={notice} idPrefix="signup" />}
            <FormError id="signup-error" message={error} />
            <FormNotice notice={notice} />
            <div>
              <button type="submit" className="button" disabled={!hydrated || sending}>
                {sending ? 'Enviando…' : 'Enviar'}
              </button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
