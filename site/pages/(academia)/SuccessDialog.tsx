import { type KeyboardEvent, type MouseEvent, type SyntheticEvent, useEffect, useRef } from 'react';
import { DiplomaButton } from './DiplomaButton.tsx';
import type { DiplomaCourse } from './types.ts';
import '../../components/dialog.css';
import { boxSize } from '../../../pipeline/schema/content/picture-boxes.ts';

interface Props {
  name: string;
  course: DiplomaCourse;
  completionUrl: string;
  /** Escape, the backdrop, the close button and "Volver a los cursos" all end here. */
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The "course completed" overlay: a modal dialog (the rest of the page is inert while it is
 * open) with the completion image and the diploma download. The focus stays inside it.
 */
export function SuccessDialog({ name, course, completionUrl, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstActionRef = useRef<HTMLDivElement>(null);
  const closed = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    firstActionRef.current?.querySelector<HTMLElement>('button')?.focus();
    return () => dialog.close();
  }, []);

  // Every way out ends here once; the browser closing the dialog by itself counts too.
  function close() {
    if (closed.current) return;
    closed.current = true;
    onClose();
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    close();
  }

  // A click on the dialog element itself is a click on the backdrop (the body fills the box).
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="success-dialog"
      aria-modal="true"
      aria-labelledby="felicitaciones"
      aria-describedby="felicitaciones-texto"
      onCancel={onCancel}
      onClose={close}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <div className="success-dialog-body">
        <img className="success-dialog-image" src={completionUrl} alt="" {...boxSize('completion')} />
        <h2 id="felicitaciones">¡Felicitaciones, {name}!</h2>
        <p id="felicitaciones-texto">Terminaste el {course.title}. Descarga tu diploma para imprimirlo o mostrárselo a tu familia.</p>
        <div className="success-dialog-actions" ref={firstActionRef}>
          <DiplomaButton course={course} name={name} />
          <button type="button" className="button button-secondary" onClick={close}>
            Volver a los cursos
          </button>
        </div>
        <button type="button" className="success-dialog-close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Cerrar y volver a los cursos</span>
        </button>
      </div>
    </dialog>
  );
}
