import { type FormEvent, type Ref, useId, useRef, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { SITE_CONFIG } from '../../config/site-config.ts';
import { FormError } from '../../forms/FormError.tsx';
import { useSubmit } from '../../forms/useSubmit.ts';
import { consentRecord } from '../../privacy/consent.ts';
import { FormNotice } from '../../privacy/FormNotice.tsx';
import { ParentConsent } from '../../privacy/ParentConsent.tsx';
import type { FormNoticeView } from '../../privacy/types.ts';
import { BIRTHDAY_FIELDS, birthdayPayload, contactProblem } from './birthday-payload.ts';

/** The two ways to reach the adult responsible if the child wins: at least one is needed. */
const CONTACT_FIELDS: readonly string[] = ['telefono', 'emailTutor'];
const CONTACT_HINT = 'cumple-contacto-ayuda';
const CONTACT_ERROR = 'cumple-contacto-error';

/** The phone and e-mail as typed. */
function contactOf(form: HTMLFormElement): { telefono: string; emailTutor: string } {
  const data = new FormData(form);
  return { telefono: String(data.get('telefono') ?? ''), emailTutor: String(data.get('emailTutor') ?? '') };
}

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
 * The birthday sign-up: the adult responsible's name, phone, e-mail and address and the child's
 * name and date of birth, of which at least a phone or an e-mail is needed (the way to tell the
 * adult the child won: checked on sending, in Spanish, keeping every answer; the e-mail's format is
 * checked natively), and the adult's required consent, posted as `{nombreTutor, telefono,
 * emailTutor, direccion, nombreNinio, diaCumpleanios, consentimiento}`. A failure shows a Spanish
 * message and keeps every answer; a success resets the form.
 */
export function BirthdayForm({ title, text, submitted, firstFieldRef, onNameInput, onEdit, onSent, notice }: Props) {
  const { error, submit, sending } = useSubmit(SITE_CONFIG.webhooks.cumple);
  const hydrated = useHydrated();
  const titleId = useId();
  const [contactError, setContactError] = useState<string | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const payload = birthdayPayload(new FormData(form), consentRecord(notice.version));
    const problem = contactProblem(payload);
    setContactError(problem);
    if (problem !== null) {
      phoneRef.current?.focus();
      return;
    }
    void submit(payload, () => {
      form.reset();
      onSent(payload.nombreNinio);
    });
  }

  return (
    <section className="birthday-form" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{text}</p>
      <form
        className="form"
        aria-labelledby={titleId}
        aria-busy={sending}
        onSubmit={handleSubmit}
        onInput={(event) => {
          onEdit();
          // A rejected contact is checked again as it is typed, so the message goes once it is right.
          if (contactError !== null) setContactError(contactProblem(contactOf(event.currentTarget)));
        }}
      >
        {BIRTHDAY_FIELDS.map((field, index) => {
          const contact = CONTACT_FIELDS.includes(field.name);
          return (
            <div className="field" key={field.name}>
              <label htmlFor={`cumple-${field.name}`}>{field.label}</label>
              {field.name === 'telefono' && (
                <span id={CONTACT_HINT} className="field-hint">
                  Escribe al menos un teléfono o un correo, para avisarte si la niña o el niño gana.
                </span>
              )}
              <input
                id={`cumple-${field.name}`}
                ref={index === 0 ? firstFieldRef : field.name === 'telefono' ? phoneRef : undefined}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                aria-describedby={contact ? [CONTACT_HINT, contactError === null ? null : CONTACT_ERROR].filter(Boolean).join(' ') : undefined}
                aria-invalid={contact && contactError !== null ? true : undefined}
                onChange={field.name === 'nombreNinio' ? (event) => onNameInput(event.currentTarget.value) : undefined}
              />
              {field.name === 'emailTutor' && <FormError id={CONTACT_ERROR} message={contactError} />}
            </div>
          );
        })}
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
