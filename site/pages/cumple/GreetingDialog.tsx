import { useEffect, useId, useRef, useState } from 'react';
import { downloadGreeting } from './download.ts';
import '../../components/dialog.css';
import { boxSize } from '../../../pipeline/schema/content/picture-boxes.ts';

interface Props {
  /** Heading of the window, e.g. "Tu saludo de cumpleaños". */
  title: string;
  /** The child's name, written under "¡Feliz cumpleaños,". */
  name: string;
  /** Background with "¡Feliz cumpleaños," at the top (800×600). */
  imageUrl: string;
  /** Cerrar, Escape: the window is gone. */
  onClose: () => void;
}

/**
 * The greeting window: a modal `<dialog>` (the page behind is inert, Escape closes it) with
 * "<name>!" over the greeting image, and the buttons Cerrar and Descargar (a PNG, `my-cheer.png`).
 */
export function GreetingDialog({ title, name, imageUrl, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function download() {
    const card = cardRef.current;
    if (!card || busy) return;
    setBusy(true);
    setError(null);
    try {
      await downloadGreeting(card);
    } catch (cause) {
      console.error('No se pudo crear la imagen del saludo', cause);
      setError('No pudimos crear la imagen del saludo. Inténtalo de nuevo en un momento.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialogRef} className="greeting-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      <div ref={cardRef} className="greeting-card">
        <img src={imageUrl} alt="¡Feliz cumpleaños," {...boxSize('greeting')} />
        <p className="greeting-name">{name}!</p>
      </div>
      <p className="form-error" role="alert" hidden={error === null}>
        {error}
      </p>
      <div className="greeting-actions">
        <button type="button" className="button button-secondary" onClick={() => dialogRef.current?.close()}>
          Cerrar
        </button>
        <button type="button" className="button" onClick={() => void download()} aria-busy={busy}>
          {busy ? 'Preparando…' : 'Descargar'}
        </button>
      </div>
    </dialog>
  );
}
