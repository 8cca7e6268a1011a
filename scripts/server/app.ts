import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import { handleCounter } from './counter.ts';
import { sendJson } from './http.ts';
import type { Faults } from './faults.ts';
import { handleInbox, type InboxOptions } from './inbox.ts';
import { createStaticHandler } from './static.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type HeaderRule, headerRules, headersFor, parseHeadersFile } from '../security/headers-file.ts';

/**
 * The security headers: the built site's `_headers` file (written by scripts/headers.ts, the
 * same file static hosts read), or the defaults for this environment when there is none.
 */
function loadHeaderRules(root: string): HeaderRule[] {
  const file = join(root, '_headers');
  if (existsSync(file)) return parseHeadersFile(readFileSync(file, 'utf8'));
  return headerRules([], process.env);
}

export interface ServerOptions {
  /** Folder with the prerendered site (dist/client). */
  root: string;
  /** JSON file holding `{"botellas": n}`, re-read per request. */
  counterFile: string;
  /** Folder for the form inbox's JSONL files. */
  inboxDir: string;
  /** Clock for inbox stamps; injected by tests. */
  now?: () => Date;
  /** Fault injection for the inbox; off when absent. */
  faults?: Faults;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

// compression is typed against Express; on Node's own request/response it behaves the same.
const compress = compression() as unknown as Middleware;

/** The request handler: API routes first, then the static site. */
export function createHandler(options: ServerOptions): Handler {
  const serveStatic = createStaticHandler(options.root);
  const fail = (res: ServerResponse, error: unknown) => {
    console.error('Error interno del servidor:', error instanceof Error ? error.message : error);
    if (!res.headersSent) sendJson(res, 500, { error: 'Error interno del servidor' });
    else res.destroy();
  };

  const rules = loadHeaderRules(options.root);
  return (req, res) => {
    compress(req, res, () => {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
      let work: Promise<void> | void;
      if (pathname === '/api/teleton-contador') {
        work = handleCounter(req, res, options.counterFile);
      } else if (pathname.startsWith('/api/inbox/')) {
        const inbox: InboxOptions = { dir: options.inboxDir };
        if (options.now) inbox.now = options.now;
        if (options.faults) inbox.faults = options.faults;
        work = handleInbox(req, res, decodeURIComponent(pathname.slice('/api/inbox/'.length)), inbox);
      } else if (pathname.startsWith('/api/faults/') && options.faults) {
        work = options.faults.handleControl(req, res, decodeURIComponent(pathname.slice('/api/faults/'.length)));
      } else if (pathname.startsWith('/api/')) {
        work = sendJson(res, 404, { error: 'Ruta de API desconocida' });
      } else {
        work = serveStatic(req, res);
      }
      if (work) work.catch((error: unknown) => fail(res, error));
    });
  };
}

/** Starts listening; resolves with the server and the port actually bound (0 picks a free one). */
export function startServer(options: ServerOptions, port: number, host = '0.0.0.0'): Promise<{ server: Server; port: number }> {
  const server = createServer(createHandler(options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : port });
    });
  });
}
