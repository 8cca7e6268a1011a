import type { FormEvent, ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { SITE_CONFIG } from '../../config/site-config.ts';
import { FormError } from '../../forms/FormError.tsx';
import { TermsCheckbox } from '../../forms/TermsCheckbox.tsx';
import { useSubmit } from '../../forms/useSubmit.ts';
import { consentRecord } from '../../privacy/consent.ts';
import { FormNotice } from '../../privacy/FormNotice.tsx';
import { ParentConsent } from '../../privacy/ParentConsent.tsx';
import type { FormNoticeView } from '../../privacy/types.ts';
import { coursePayload } from './course-payload.ts';
import { storeFinished } from './storage.ts';
import type { CourseLink } from './types.ts';

interface Props {
  /** The course the form is sent for: named in the payload, and remembered with the name once the webhook accepted it. */
  course: CourseLink;
  /** Runs once the webhook accepted the form (the form is already reset). */
  onSuccess: (name: string) => void;
  /** Shown before "Enviar", e.g. the back button. */
  secondary?: ReactNode;
  /** Who receives the data, what for and for how long; the version the adult's consent records. */
  notice: FormNoticeView;
}

/**
 * The course form: the child's name, the adult responsible's e-mail, the terms and the adult's
 * consent, with the notice just above the button; it sends `coursePayload`. Only the browser's
 * own validation applies. On failure the message shows and everything typed stays.
 */
export function CourseForm({ course, onSuccess, secondary, notice }: Props) {
  const { terms } = usePageContext().globalContext.site.footer;
  const { error, submit, sending } = useSubmit(SITE_CONFIG.webhooks.course);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const nameForm = String(data.get('nameForm') ?? '').trim();
    const emailForm = String(data.get('emailForm') ?? '').trim();
    void submit(coursePayload({ nameForm, emailForm }, course, consentRecord(notice.version)), () => {
      // Only now: a form that failed to send has finished nothing, so /modal offers no diploma for it.
      storeFinished(nameForm, course.key);
      form.reset();
      onSuccess(nameForm);
    });
  }

  return (
    <form className="form course-form" onSubmit={onSubmit} aria-busy={sending}>
      <div className="field">
        <label htmlFor="curso-nombre">Tu nombre</label>
        <input id="curso-nombre" name="nameForm" type="text" required autoComplete="off" spellCheck={false} />
      </div>
      <div className="field">
        <label htmlFor="curso-correo">Correo de tu adulto responsable</label>
        <span id="curso-correo-ayuda" className="field-hint">
          Tu mamá, tu papá, tu representante legal o quien tiene tu cuidado personal.
        </span>
        <input id="curso-correo" name="emailForm" type="email" required autoComplete="email" aria-describedby="curso-correo-ayuda" />
      </div>
      <TermsCheckbox terms={terms} />
      <ParentConsent notice={notice} idPrefix="curso" />
      <FormError message={error} />
      <FormNotice notice={notice} />
      <div className="step-actions">
        {secondary}
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Enviando…' : 'Enviar'}
        </button>
      </div>
    </form>
  );
}
