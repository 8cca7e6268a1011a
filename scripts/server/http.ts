import type { ServerResponse } from 'node:http';

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
