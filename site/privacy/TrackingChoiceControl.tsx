/**
 * The advertising choice on /privacidad: what is in force now, and two buttons to change it.
 * Prerendered with the buttons disabled; the page's script (tracking-choice-control.ts) shows the
 * stored answer and wires them.
 */
export function TrackingChoiceControl({ version }: { version: string }) {
  return (
    <div className="tracking-choice" data-tracking-choice="" data-version={version}>
      <p data-estado="" aria-live="polite">
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
