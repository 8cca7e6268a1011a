import { useRef, useState } from 'react';
import { DocumentLink } from '../../components/DocumentLink.tsx';
import { FormError } from '../../forms/FormError.tsx';
import type { FormNoticeView } from '../../privacy/types.ts';
import { BirthdayForm } from './BirthdayForm.tsx';
import { greetingName } from './birthday-payload.ts';
import type { BirthdayView } from './data.server.ts';
import { GreetingDialog } from './GreetingDialog.tsx';
import './birthday.css';

const NEED_NAME = 'Debes completar el formulario: escribe el nombre del niño o niña';

/**
 * The birthday page body: heading, prize, the form, the legal bases and the greeting.
 * After a successful send the submit button shows "Enviado" (disabled) and the greeting
 * uses the name that was sent, even though the form has been reset.
 */
export function Birthday({ content, notice }: { content: BirthdayView; notice: FormNoticeView }) {
  const [submitted, setSubmitted] = useState(false);
  const [sentName, setSentName] = useState<string | null>(null);
  const [typedName, setTypedName] = useState('');
  const [needName, setNeedName] = useState(false);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const greetingRef = useRef<HTMLButtonElement>(null);
  const name = greetingName(typedName, sentName);

  function onSent(childName: string) {
    setSentName(childName.trim() === '' ? sentName : childName);
    setTypedName('');
    setSubmitted(true);
    setNeedName(false);
    setStatus('¡Listo! Recibimos tus datos. Ya puedes descargar un saludo.');
    greetingRef.current?.focus();
  }

  function onEdit() {
    setSubmitted(false);
    setStatus('');
  }

  function openGreeting() {
    if (name === null) {
      console.log('Debes completar el formulario');
      setNeedName(true);
      firstFieldRef.current?.focus();
      return;
    }
    setNeedName(false);
    setSubmitted(false);
    setOpen(true);
  }

  function closeGreeting() {
    setOpen(false);
    greetingRef.current?.focus();
  }

  return (
    <div className="birthday">
      <h1>{content.title}</h1>
      <p className="birthday-prize">{content.prize}</p>
      <BirthdayForm
        title={content.formTitle}
        text={content.formText}
        submitted={submitted}
        firstFieldRef={firstFieldRef}
        onNameInput={(value) => {
          setTypedName(value);
          if (value.trim() !== '') setNeedName(false);
        }}
        onEdit={onEdit}
        onSent={onSent}
        notice={notice}
      />
      <p className="birthday-status" role="status">
        {status}
      </p>
      <p>
        <DocumentLink doc={content.legal.doc}>{content.legal.label}</DocumentLink>
      </p>
      <section className="birthday-greeting" aria-label="Saludo de cumpleaños">
        <button
          ref={greetingRef}
          type="button"
          // Outlined until there is a name to greet; it still answers, explaining what is missing.
          className={name === null ? 'button button-secondary' : 'button'}
          data-ready={name !== null}
          aria-describedby={needName ? 'saludo-aviso' : undefined}
          onClick={openGreeting}
        >
          ¡Descarga un saludo!
        </button>
        <FormError id="saludo-aviso" message={needName ? NEED_NAME : null} />
      </section>
      {open && name !== null && <GreetingDialog title={content.greeting.title} name={name} imageUrl={content.greeting.imageUrl} onClose={closeGreeting} />}
    </div>
  );
}
