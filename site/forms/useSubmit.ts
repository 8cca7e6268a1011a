import { useCallback, useRef, useState } from 'react';
import { holdRepeatClicks, REPEAT_CLICK_GRACE_MS } from './repeat-clicks.ts';
import { failureMessage, postJson } from './submit.ts';

export type SubmitStatus = 'idle' | 'sending' | 'sent' | 'error';

/**
 * Sends a form's payload once at a time. While sending, `status` is `sending` (disable the
 * button); on failure `error` holds a Spanish message and nothing is reset; on success the
 * caller's `onSuccess` runs (reset the form, show the thank-you) — never before. From the send
 * until a moment after it settles, the rest of a double-click on the button is swallowed, so it
 * never clicks what replaced the form.
 */
export function useSubmit(url: string) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (payload: unknown, onSuccess?: () => void): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      const release = holdRepeatClicks();
      setStatus('sending');
      setError(null);
      try {
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
      } finally {
        setTimeout(release, REPEAT_CLICK_GRACE_MS);
      }
    },
    [url],
  );

  return { status, error, submit, sending: status === 'sending' };
}
