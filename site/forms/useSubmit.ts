import { useCallback, useRef, useState } from 'react';
import { failureMessage, postJson } from './submit.ts';

export type SubmitStatus = 'idle' | 'sending' | 'sent' | 'error';

/**
 * Sends a form's payload once at a time. While sending, `status` is `sending` (disable the
 * button); on failure `error` holds a Spanish message and nothing is reset; on success the
 * caller's `onSuccess` runs (reset the form, show the thank-you) — never before.
 */
export function useSubmit(url: string) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (payload: unknown, onSuccess?: () => void): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setStatus('sending');
      setError(null);
      const result = await postJson(url, payload);
      inFlight.current = false;
      if (result.ok) {
        setStatus('sent');
        onSuccess?.();
        return true;
      }
      console.error('Algo sucedió: el envío del formulario falló', result.reason);
      setStatus('error');
      setError(failureMessage(result));
      return false;
    },
    [url],
  );

  return { status, error, submit, sending: status === 'sending' };
}
