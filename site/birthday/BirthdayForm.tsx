import { type FormEvent, type Ref, useId } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { SITE_CONFIG } from '../config/site-config.ts';
import { FormError } from '../forms/FormError.tsx';
import { useSubmit } from '../forms/useSubmit.ts';
import { consentRecord } from '../privacy/consent.ts';
import { FormNotice } from '../privacy/FormNotice.tsx';
import { ParentConsent } from '../privacy/ParentConsent.tsx';
import type { FormNoticeView } from '../privacy/types.ts';
import { BIRTHDAY_FIELDS, birthdayPayload } from './payload.ts';

interface Props {
  title: string;
  text: string;
  /** True after a successful send, until the greeting is opened or the form is edited. */
  submitted: boolean;
  /** The first input, focused when the greeting is asked for without a name. */
  firstFieldRef: Ref<HTMLInputElement>;
  /** The child's name as it is typed. */
  onNameInput: (name: string) => void;
  /** Any edit of the form. */
  onEdit: () => void;
  /** The webhook accepted the payload; the form has been reset. */
  onSent: (childName: string) => void;
  /** Who receives the data, what for and for how long; the version the adult's consent records. */
  notice: FormNoticeView;
}

/**
 * The birthday sign-up: six optional fields (only the e-mail's format is checked, natively) and the
 * adult's required consent, posted as `{nombreTutor, telefono, emailTutor, direccion, nombreNinio,
 * diaCumpleanios, consentimiento}`. A failure shows a Spanish message and keeps every answer; a
 * success resets the form.
 */
export function BirthdayForm({ title, text, submitted, firstFieldRef, onNameInput, onEdit, onSent, notice }: Props) {
  const { error, submit, sending } = useSubmit(SITE_CONFIG.webhooks.cumple);
  const hydrated = useHydrated();
  const titleId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const payload = birthdayPayload(new FormData(form), consentRecord(notice.version));
    void submit(payload, () => {
      form.reset();
      onSent(payload.nombreNinio);
    });
  }

  return (
    <section className="birthday-form" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{text}</p>
      <form className="form" aria-labelledby={titleId} aria-busy={sending} onSubmit={handleSubmit} onInput={onEdit}>
        {BIRTHDAY_FIELDS.map((field, index) => (
          <div className="field" key={field.name}>
            <label htmlFor={`cumple-${field.name}`}>{field.label}</label>
            <input
              id={`cumple-${field.name}`}
              ref={index === 0 ? firstFieldRef : undefined}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              onChange={field.name === 'nombreNinio' ? (event) => onNameInput(event.currentTarget.value) : undefined}
            />
          </div>
        ))}
        <ParentConsent notice={notice} idPrefix="cumple" />
        <FormError id="cumple-error" message={error} />
        <FormNotice notice={notice} />
        <div>
          <button type="submit" className="button" disabled={!hydrated || sending || submitted}>
            {sending ? 'Enviando…' : submitted ? 'Enviado' : 'Enviar'}
          </button>
        </div>
      </form>
    </section>
  );
}
