import type { IncomingMessage, ServerResponse } from 'node:http';

/** Sends a JSON body with the given status; API answers are never cached. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

/** 405 with the Allow header listing what the endpoint does accept. */
export function methodNotAllowed(res: ServerResponse, allow: readonly string[]): void {
  sendJson(res, 405, { error: 'Método no permitido' }, { Allow: allow.join(', ') });
}

export class BodyTooLarge extends Error {}

/**
 * The request body, refused with BodyTooLarge as soon as it is known to exceed `limit` bytes:
 * from the declared Content-Length before reading, or while reading.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? '0') > limit) throw new BodyTooLarge();
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
