import type { IncomingMessage, ServerResponse } from 'node:http';
import { type FormName, isFormName } from '../../shared/forms.ts';
import { BodyTooLarge, methodNotAllowed, readBody, sendJson } from '../http.ts';
import { nestsDeeperThan } from '../json-depth.ts';
import { appendRecord } from './store.ts';

/** Largest accepted submission body, in bytes. */
export const INBOX_LIMIT_BYTES = 16 * 1024;

/** Deepest accepted nesting of objects and arrays in a submission (the forms send one level). */
export const INBOX_MAX_DEPTH = 32;

export interface InboxOptions {
  /** Folder where `<form>.jsonl` files are appended. */
  dir: string;
  /** Clock for the `receivedAt` stamp (injected so tests are deterministic). */
  now?: () => Date;
  /** Injected failures (the reliability run, tests): never set by `npm start`. */
  faults?: InboxFaults;
}

/** Decides, per submission, whether the inbox fails it (answering 503 and storing nothing). */
export interface InboxFaults {
  shouldFail(form: FormName): boolean;
}

/**
 * The content types a submission may arrive with; the body must be a JSON object either way.
 * The site's forms send their JSON as `text/plain` (site/forms/submit.ts: no preflight when the
 * receiver is another origin), as the automation webhooks receive it; other clients may say
 * `application/json`.
 */
const INBOX_TYPES = new Set(['application/json', 'text/plain']);

/**
 * POST /api/inbox/<form>: the local receiver that stands in for the automation webhooks.
 * Only the site's forms (shared/forms.ts) are received; each accepted submission is one
 * JSON line in `<dir>/<form>.jsonl`.
 */
export async function handleInbox(req: IncomingMessage, res: ServerResponse, form: string, options: InboxOptions): Promise<void> {
  if (!isFormName(form)) {
    sendJson(res, 404, { error: 'Formulario desconocido' });
    return;
  }
  if (req.method !== 'POST') {
    methodNotAllowed(res, ['POST']);
    return;
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!INBOX_TYPES.has(type)) {
    req.resume();
    sendJson(res, 415, { error: 'Se espera un cuerpo JSON (Content-Type: application/json o text/plain)' });
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, INBOX_LIMIT_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    req.resume();
    sendJson(res, 413, { error: `El envío supera ${INBOX_LIMIT_BYTES} bytes` }, { Connection: 'close' });
    return;
  }
  const text = body.toString('utf8');
  if (nestsDeeperThan(text, INBOX_MAX_DEPTH)) {
    sendJson(res, 400, { error: `El JSON anida más de ${INBOX_MAX_DEPTH} niveles` });
    return;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    sendJson(res, 400, { error: 'El cuerpo no es JSON válido' });
    return;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    sendJson(res, 400, { error: 'Se espera un objeto JSON' });
    return;
  }
  if (options.faults?.shouldFail(form)) {
    sendJson(res, 503, { error: 'Falla simulada: el envío no se guardó' });
    return;
  }
  const receivedAt = (options.now ?? (() => new Date()))().toISOString();
  await appendRecord(options.dir, { receivedAt, form, data: data as Record<string, unknown> });
  sendJson(res, 200, { ok: true });
}
