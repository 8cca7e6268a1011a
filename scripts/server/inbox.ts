import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Faults } from './faults.ts';
import { methodNotAllowed, sendJson } from './http.ts';

/** Largest accepted submission body, in bytes. */
export const INBOX_LIMIT_BYTES = 16 * 1024;

/** Form names become file names, so only a safe, short slug is accepted. */
const FORM_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export interface InboxOptions {
  /** Folder where `<form>.jsonl` files are appended. */
  dir: string;
  /** Clock for the `receivedAt` stamp (injected so tests are deterministic). */
  now?: () => Date;
  /** Injected failures (tests and the reliability run). */
  faults?: Faults;
}

/**
 * The content types a submission may arrive with; the body must be a JSON object either way.
 * The site's forms send their JSON as `text/plain` (site/forms/submit.ts: no preflight when the
 * receiver is another origin), as the automation webhooks receive it; other clients may say
 * `application/json`.
 */
const INBOX_TYPES = new Set(['application/json', 'text/plain']);

/** Appends are serialised per file so concurrent submissions never interleave. */
const queues = new Map<string, Promise<void>>();

function appendLine(file: string, line: string): Promise<void> {
  const previous = queues.get(file) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => appendFile(file, line, 'utf8'));
  queues.set(file, next);
  return next;
}

/**
 * POST /api/inbox/<form>: the local receiver that stands in for the automation webhooks.
 * Each accepted submission is one JSON line in `<dir>/<form>.jsonl`.
 */
export async function handleInbox(
  req: IncomingMessage,
  res: ServerResponse,
  form: string,
  options: InboxOptions,
): Promise<void> {
  if (!FORM_NAME.test(form)) {
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
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > INBOX_LIMIT_BYTES) {
    req.resume();
    sendJson(res, 413, { error: `El envío supera ${INBOX_LIMIT_BYTES} bytes` }, { Connection: 'close' });
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, INBOX_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      req.resume();
      sendJson(res, 413, { error: `El envío supera ${INBOX_LIMIT_BYTES} bytes` }, { Connection: 'close' });
      return;
    }
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(body.toString('utf8'));
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
  await mkdir(options.dir, { recursive: true });
  await appendLine(join(options.dir, `${form}.jsonl`), `${JSON.stringify({ receivedAt, form, data })}\n`);
  sendJson(res, 200, { ok: true });
}
