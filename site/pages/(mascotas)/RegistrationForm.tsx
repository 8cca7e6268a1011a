import { type FormEvent, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { useHydrated } from 'vike-react/useHydrated';
import type { DocumentView } from '../../components/DocumentLink.tsx';
import { SITE_CONFIG } from '../../config/site-config.ts';
import { FormError } from '../../forms/FormError.tsx';
import { Field } from '../../forms/fields.tsx';
import { TermsCheckbox } from '../../forms/TermsCheckbox.tsx';
import { useSubmit } from '../../forms/useSubmit.ts';
import { FormNotice } from '../../privacy/FormNotice.tsx';
import type { FormNoticeView } from '../../privacy/types.ts';
import { BirthDateFields } from './BirthDateFields.tsx';
import { ageProblem, type BirthDate, birthDateProblem, registrationPayload } from './birthdate.ts';

/** Where a confirmed registration goes. */
export const THANKS_PATH = '/mascotas-gracias';

function readDate(form: HTMLFormElement): BirthDate {
  const data = new FormData(form);
  const value = (key: string) => String(data.get(key) ?? '');
  return { day: value('day'), month: value('month'), year: value('year') };
}

/** Why this date cannot register: it does not exist, or the person is younger than 18 today; null when it can. */
function dateProblem(date: BirthDate): string | null {
  return birthDateProblem(date) ?? (date.day === '' || date.month === '' || date.year === '' ? null : ageProblem(date, new Date()));
}

/**
 * The attendance form: every field required (native validation), a birth date that does not
 * exist or of someone younger than 18 (the event's rules) rejected on the date group before
 * anything is sent, with every answer kept, and nothing cleared unless the webhook accepted the
 * registration; then the visitor goes to the thank-you page.
 */
export function RegistrationForm({ terms, buildYear, notice }: { terms: DocumentView; buildYear: number; notice: FormNoticeView }) {
  const { error, submit, sending } = useSubmit(SITE_CONFIG.webhooks.mascotas);
  const [dateError, setDateError] = useState<string | null>(null);
  const dayRef = useRef<HTMLSelectElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Before hydration a click would send the answers in the page URL: wait for the script.
  const hydrated = useHydrated();
  // The prerendered list starts at the build year; in the browser it starts at today's year.
  const currentYear = hydrated ? new Date().getFullYear() : buildYear;

  function recheckDate() {
    if (dateError !== null && formRef.current) setDateError(dateProblem(readDate(formRef.current)));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const date = readDate(form);
    const problem = dateProblem(date);
    setDateError(problem);
    if (problem !== null) {
      dayRef.current?.focus();
      return;
    }
    const data = new FormData(form);
    const value = (key: string) => String(data.get(key) ?? '');
    const payload = registrationPayload({ ...date, name: value('name'), email: value('email'), phone: value('phone'), check: data.get('check') === 'on' });
    void submit(payload, () => {
      form.reset();
      void navigate(THANKS_PATH);
    }).then((ok) => {
      if (!ok) console.error('Error al enviar la informacion');
    });
  }

  return (
    <form ref={formRef} className="form pets-form" aria-label="Confirmar asistencia" aria-busy={sending} onSubmit={handleSubmit}>
      <p className="signup-required">Todos los campos son obligatorios.</p>
      <Field spec={{ name: 'name', label: 'Nombre', type: 'text', autoComplete: 'name' }} />
      <BirthDateFields currentYear={currentYear} error={dateError} dayRef={dayRef} onChange={recheckDate} />
      <Field spec={{ name: 'email', label: 'E-Mail', type: 'email', autoComplete: 'email' }} />
      <div className="field">
        <label htmlFor="campo-phone">Teléfono</label>
        <span id="campo-phone-ayuda" className="field-hint">
          Por ejemplo: +56 9 1234 5678
        </span>
        <input id="campo-phone" name="phone" type="tel" autoComplete="tel" aria-describedby="campo-phone-ayuda" required />
      </div>
      <TermsCheckbox terms={terms} name="check" />
      <FormError id="mascotas-error" message={error} />
      <FormNotice notice={notice} />
      <div>
        <button type="submit" className="button" disabled={!hydrated || sending}>
          {sending ? 'Enviando…' : 'Confirmar asistencia'}
        </button>
      </div>
    </form>
  );
}
