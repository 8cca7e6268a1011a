import { useRef, useState } from 'react';
import { FormError } from '../../forms/FormError.tsx';
import { downloadDiploma } from './diploma.ts';
import type { DiplomaCourse } from './types.ts';

const FAILED = 'No pudimos preparar tu diploma. Inténtalo otra vez en un momento; si sigue sin funcionar, prueba con otro navegador.';

/** "Descargar diploma": draws the diploma with the child's name and downloads it as a PNG. */
export function DiplomaButton({ course, name }: { course: DiplomaCourse; name: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  async function onClick() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await downloadDiploma(course, name);
    } catch (cause) {
      console.error('No se pudo generar el diploma', cause);
      setError(FAILED);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="diploma-action">
      {/* aria-disabled instead of disabled keeps the focus on the button while it works. */}
      <button type="button" className="button" aria-disabled={busy} aria-busy={busy} onClick={() => void onClick()}>
        <span aria-hidden="true">⬇</span> Descargar diploma
      </button>
      <FormError message={error} />
    </div>
  );
}
