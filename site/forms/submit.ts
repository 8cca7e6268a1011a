import { SUBMIT_TIMEOUT_MS } from './endpoints.ts';

export type SubmitFailure = 'timeout' | 'network' | 'http';
export type SubmitResult = { ok: true } | { ok: false; reason: SubmitFailure; status?: number };

/**
 * Posts `payload` as JSON (no other headers, as the automation webhooks expect) and says how
 * it went: a non-2xx answer, a network failure and a timeout are all failures.
 */
export async function postJson(url: string, payload: unknown, timeoutMs = SUBMIT_TIMEOUT_MS): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return response.ok ? { ok: true } : { ok: false, reason: 'http', status: response.status };
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** What the visitor reads when a submission fails; their answers stay in the form. */
export function failureMessage(result: Exclude<SubmitResult, { ok: true }>): string {
  const keep = 'Tus datos siguen en el formulario: revisa tu conexión e inténtalo de nuevo.';
  switch (result.reason) {
    case 'timeout':
      return `El envío está tardando demasiado y no pudimos confirmarlo. ${keep}`;
    case 'network':
      return `No pudimos enviar tus datos porque no hay conexión. ${keep}`;
    case 'http':
      return `No pudimos enviar tus datos (error ${result.status ?? ''} del servidor). ${keep}`.replace(' )', ')');
  }
}
