import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { methodNotAllowed, sendJson } from './http.ts';

/** The counter file an operator edits: `{"botellas": 12345}`. */
export const CounterFileSchema = z.object({
  /** Bottles collected so far; a non-negative whole number. */
  botellas: z.number().int().nonnegative(),
});

/**
 * GET /api/teleton-contador. The file is read on every request so an operator can
 * update the count while the server runs; a missing or invalid file answers 503.
 */
export async function handleCounter(req: IncomingMessage, res: ServerResponse, counterFile: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    methodNotAllowed(res, ['GET', 'HEAD']);
    return;
  }
  let text: string;
  try {
    text = await readFile(counterFile, 'utf8');
  } catch {
    sendJson(res, 503, { error: 'El contador no está disponible por ahora.' });
    return;
  }
  let json: unknown;
  try {
    // Editors on Windows may save the file with a byte order mark; JSON.parse refuses it.
    json = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch {
    sendJson(res, 503, { error: 'El archivo del contador no es JSON válido.' });
    return;
  }
  const parsed = CounterFileSchema.safeParse(json);
  if (!parsed.success) {
    sendJson(res, 503, { error: 'El archivo del contador no tiene un número de botellas válido.' });
    return;
  }
  sendJson(res, 200, { botellas: parsed.data.botellas });
}
