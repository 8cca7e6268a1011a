import { revokeOnNo } from '../tracking/consent-gate.ts';
import { onTrackingChoice, readTrackingChoice, storeTrackingChoice, type TrackingChoice } from '../tracking/tracking-choice.ts';

const STATUS: Record<TrackingChoice | 'none', string> = {
  si: 'Ahora: aceptaste. Las páginas del evento de adopción miden tu visita.',
  no: 'Ahora: no aceptaste. Las páginas del evento de adopción no miden nada.',
  none: 'Aún no has elegido. Mientras no aceptes, no se mide nada.',
};

/**
 * Shows the stored answer and changes it (TrackingChoiceControl.tsx); the buttons say which one is
 * in force (`aria-pressed`), and the status line is read out when it changes. A no given here, also
 * after a yes, calls the vendors' own withdrawal and deletes their cookies from this browser.
 */
export function mountTrackingChoice(doc: Document = document): void {
  const root = doc.querySelector<HTMLElement>('[data-tracking-choice]');
  const version = root?.dataset.version;
  if (!root || version === undefined) return;
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
  onTrackingChoice(show);
  revokeOnNo(version);
}
