import { useEffect, useRef } from 'react';
import { revokeOnNo } from '../tracking/consent-gate.ts';
import { onTrackingChoice, readTrackingChoice, storeTrackingChoice, type TrackingChoice } from './tracking-choice.ts';

const STATUS: Record<TrackingChoice | 'none', string> = {
  si: 'Ahora: aceptaste. Las páginas del evento de adopción miden tu visita.',
  no: 'Ahora: no aceptaste. Las páginas del evento de adopción no miden nada.',
  none: 'Aún no has elegido. Mientras no aceptes, no se mide nada.',
};

/**
 * Shows the stored answer and changes it; the buttons say which one is in force (`aria-pressed`),
 * and the status line is read out when it changes.
 */
function mount(root: HTMLElement, version: string): () => void {
  const status = root.querySelector<HTMLElement>('[data-estado]');
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-eleccion]')];
  const show = (choice: TrackingChoice | null) => {
    if (status) status.textContent = STATUS[choice ?? 'none'];
    for (const button of buttons) {
      button.disabled = false;
      button.setAttribute('aria-pressed', String(button.dataset.eleccion === choice));
    }
  };
  for (const button of buttons) {
    button.onclick = () => storeTrackingChoice(button.dataset.eleccion === 'si' ? 'si' : 'no', version);
  }
  show(readTrackingChoice(version));
  const stopShowing = onTrackingChoice(show);
  const stopRevoking = revokeOnNo();
  return () => {
    stopShowing();
    stopRevoking();
  };
}

/** The advertising choice on /privacidad: what is in force now, and two buttons to change it. */
export function TrackingChoiceControl({ version }: { version: string }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? mount(root.current, version) : undefined), [version]);
  return (
    <div className="tracking-choice" ref={root}>
      <p data-estado aria-live="polite">
        Tu elección aparece aquí cuando la página termina de cargar.
      </p>
      <div className="tracking-banner-actions">
        <button type="button" className="button" data-eleccion="si" aria-pressed="false" disabled>
          Aceptar la medición
        </button>
        <button type="button" className="button" data-eleccion="no" aria-pressed="false" disabled>
          No aceptar
        </button>
      </div>
    </div>
  );
}
