import { type FormEvent, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { usePageContext } from 'vike-react/usePageContext';
import { consentRecord } from '../privacy/consent.ts';
import { FormNotice } from '../privacy/FormNotice.tsx';
import { ParentConsent } from '../privacy/ParentConsent.tsx';
import type { FormNoticeView } from '../privacy/types.ts';
import { isAdultByIsoDate } from './age.ts';
import { AUDIENCE_FIELD, AUDIENCES, type Audience, isAudience, UNDER_AGE } from './audience.ts';
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
 * `suscripcion` when the form asks who it is for, and `consentimiento` when consent is recorded. Nothing is cleared until the submission succeeds; then
 * the form is reset and replaced by the success state. A failure shows a Spanish message and
 * keeps every answer.
 */
export function SignupForm({ url, intro, fields, success, notice }: SignupFormProps) {
  // A form for oneself (18 or older) or for a child in one's care (the newsletter) asks which, records
  // it as `suscripcion`, asks the adult's consent only for a child, and refuses one for oneself under 18.
  const { askAudience } = notice;
  const { terms } = usePageContext().globalContext.site.footer;
  const { error, submit, sending } = useSubmit(url);
  const [done, setDone] = useState(false);
  const [audience, setAudience] = useState<Audience | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // For oneself, the consent is the subscriber's own, given by sending; for a child, the adult's box.
  const shown = askAudience && audience === 'propia' ? { ...notice, childConsent: false } : notice;
  const asksAdult = askAudience ? audience === 'nino' : notice.childConsent;
  // Before hydration a click would send the answers in the page URL: wait for the script.
  const hydrated = useHydrated();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const payload: Record<string, unknown> = Object.fromEntries(fields.map((field) => [field.name, String(data.get(field.name) ?? '')]));
    if (askAudience) {
      const chosen = data.get(AUDIENCE_FIELD);
      const birth = fields.find((field) => field.type === 'date');
      if (chosen === 'propia' && birth !== undefined && !isAdultByIsoDate(String(data.get(birth.name) ?? ''), new Date())) {
        setProblem(UNDER_AGE);
        form.querySelector<HTMLInputElement>(`[name="${birth.name}"]`)?.focus();
        return;
      }
      payload[AUDIENCE_FIELD] = chosen;
    }
    setProblem(null);
    if (askAudience || notice.childConsent) payload.consentimiento = consentRecord(notice.version);
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
            {askAudience && (
              <fieldset className="field field-choice">
                <legend>¿Para quién es la suscripción?</legend>
                {(Object.entries(AUDIENCES) as [Audience, string][]).map(([value, label]) => (
                  <div key={value} className="field-check">
                    <input
                      id={`signup-${AUDIENCE_FIELD}-${value}`}
                      type="radio"
                      name={AUDIENCE_FIELD}
                      value={value}
                      required
                      checked={audience === value}
                      onChange={(event) => setAudience(isAudience(event.currentTarget.value) ? event.currentTarget.value : null)}
                    />
                    <label htmlFor={`signup-${AUDIENCE_FIELD}-${value}`}>{label}</label>
                  </div>
                ))}
              </fieldset>
            )}
            {fields.map((field) => (
              <Field key={field.name} spec={field} />
            ))}
            <TermsCheckbox terms={terms} />
            {asksAdult && <ParentConsent notice={notice} idPrefix="signup" />}
            <FormError id="signup-error" message={problem ?? error} />
            <FormNotice notice={shown} />
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
