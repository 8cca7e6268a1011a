/** How long a submission may take before the visitor is told it failed. */
export const SUBMIT_TIMEOUT_MS = 15_000;

export type SubmitFailure = 'timeout' | 'network' | 'http';
export type SubmitResult = { ok: true } | { ok: false; reason: SubmitFailure; status?: number };

/**
 * Posts `payload` as JSON and says how it went: a non-2xx answer, a network failure and a
 * timeout are all failures.
 *
 * No header is set, not even `Content-Type: application/json`: the body is the JSON text, sent
 * as the browser's default `text/plain;charset=UTF-8`. That keeps a post to another origin (the
 * automation webhooks) a "simple" request, with no preflight `OPTIONS` that hosts of such hooks
 * often do not answer. The hook must read the JSON from the body whatever the content type, and
 * its answer must allow the site's origin (`Access-Control-Allow-Origin`) for the page to know
 * the submission was stored (README, Deployment).
 */
export async function postJson(url: string, payload: unknown, timeoutMs = SUBMIT_TIMEOUT_MS): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
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
  const keep = 'Tus datos siguen en el formulario';
  switch (result.reason) {
    case 'timeout':
      return `El envío está tardando demasiado y no pudimos confirmarlo. ${keep}: revisa tu conexión e inténtalo de nuevo.`;
    case 'network':
      // A fetch that fails outright: most often no connection, sometimes a server that could not be reached.
      return `No pudimos enviar tus datos: parece que no hay conexión o que el servicio no responde. ${keep}: revisa tu conexión e inténtalo de nuevo.`;
    case 'http':
      // The connection works; the receiving service refused or failed.
      return `No pudimos enviar tus datos: el servicio que los recibe tuvo un problema${result.status ? ` (error ${result.status})` : ''}. ${keep}: inténtalo de nuevo en unos minutos.`;
  }
}
