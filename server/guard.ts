import { type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { sendJson } from './http.ts';

/**
 * An error as one log line: its name, code and message, on one line and cut short. A
 * SyntaxError's message may quote the text it failed on (a submission), so only its name is kept.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'error desconocido';
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof SyntaxError ? '' : error.message.replace(/\s+/g, ' ').slice(0, 200);
  return [error.name, code, message].filter(Boolean).join(': ');
}

/**
 * What a route that failed answers: 500 with a JSON error and one log line (method and path,
 * never the body or the query), or nothing when the client already went away (an aborted or
 * timed-out request is not a server error). The server keeps serving.
 */
export function handleFailure(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  if (res.destroyed || (req.destroyed && !req.complete)) {
    res.destroy();
    return;
  }
  const path = (req.url ?? '').split('?')[0];
  console.error(`Error interno del servidor en ${req.method} ${path}: ${describeError(error)}`);
  if (res.headersSent) res.destroy();
  else sendJson(res, 500, { error: 'Error interno del servidor' }, { Connection: 'close' });
}

/** The answer Node gives for each client error it reports (its own default handler's). */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/**
 * Errors outside any request handler: a request Node cannot parse, or one past the headers or
 * request timeout ('clientError'), answered with a bare status line and the connection closed
 * (unless a response had already started on it); and errors of the listening socket itself
 * ('error' after listen, e.g. too many open files), logged on one line.
 */
export function guardConnections(server: Server): void {
  const responding = new WeakMap<Duplex, ServerResponse>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => responding.set(req.socket, res));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const current = responding.get(socket);
    const midResponse = current?.headersSent && !current.writableEnded;
    if (socket.writable && !midResponse && error.code !== 'ECONNRESET') {
      const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    }
    socket.destroy();
  });
  server.on('error', (error) => {
    if (server.listening) console.error(`Error del servidor: ${describeError(error)}`);
  });
}
