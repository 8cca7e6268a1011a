import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { COUNTER_PATH, INBOX_PREFIX } from '../shared/api-paths.ts';
import { type HeaderRule, headersFor, parseHeadersFile } from '../shared/headers-file.ts';
import { checkLimits, DEFAULT_HOST, DEFAULT_LIMITS, type ServerLimits } from './config.ts';
import { handleCounter } from './counter.ts';
import { guardConnections, handleFailure } from './guard.ts';
import { sendJson } from './http.ts';
import { handleInbox, type InboxFaults, type InboxOptions } from './inbox/handler.ts';
import { createStaticHandler } from './static.ts';
import { decodePath, parseTarget } from './target.ts';

/** What every answer carries when the built site has no `_headers` file (a folder that was not built by `npm run build`). */
const FALLBACK_RULES: HeaderRule[] = [
  { pattern: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' } },
];

/**
 * The security headers: the built site's `_headers` file (written by the build,
 * site/finish/headers.ts: the same file static hosts read), or only the basic ones when there is none.
 */
function loadHeaderRules(root: string): HeaderRule[] {
  const file = join(root, '_headers');
  if (existsSync(file)) return parseHeadersFile(readFileSync(file, 'utf8'));
  console.warn(`${file} no existe: sin la política de seguridad del sitio (ejecute npm run build)`);
  return FALLBACK_RULES;
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
  /** Failures injected into the inbox (the reliability run, tests); off when absent. */
  faults?: InboxFaults;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The form name after an API prefix, decoded; null when its escapes are malformed. */
const formIn = (pathname: string, prefix: string) => decodePath(pathname.slice(prefix.length));

/**
 * The request handler: API routes first, then the static site. Nothing a client sends can
 * throw out of it: a target that does not parse answers 400, and an error inside a route
 * answers 500 (guard.ts).
 */
export function createHandler(options: ServerOptions): Handler {
  const serveStatic = createStaticHandler(options.root);
  const rules = loadHeaderRules(options.root);
  const inbox: InboxOptions = { dir: options.inboxDir };
  if (options.now) inbox.now = options.now;
  if (options.faults) inbox.faults = options.faults;

  const route = (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> | void => {
    if (pathname === COUNTER_PATH) return handleCounter(req, res, options.counterFile);
    if (pathname.startsWith(INBOX_PREFIX)) return handleInbox(req, res, formIn(pathname, INBOX_PREFIX) ?? '', inbox);
    if (pathname.startsWith('/api/')) return sendJson(res, 404, { error: 'Ruta de API desconocida' });
    return serveStatic(req, res);
  };

  return (req, res) => {
    const target = parseTarget(req.url);
    for (const [name, value] of Object.entries(headersFor(rules, target?.pathname ?? '/'))) res.setHeader(name, value);
    if (!target) {
      sendJson(res, 400, { error: 'Solicitud mal formada' }, { Connection: 'close' });
      return;
    }
    // Later handlers (sirv) read req.url: give them the normalised origin-form target.
    req.url = target.pathname + target.search;
    try {
      const work = route(req, res, target.pathname);
      if (work) work.catch((error: unknown) => handleFailure(req, res, error));
    } catch (error) {
      handleFailure(req, res, error);
    }
  };
}

/**
 * Starts listening, on the loopback interface unless told otherwise; resolves with the server
 * and the port actually bound (0 picks a free one).
 */
export function startServer(
  options: ServerOptions,
  port: number,
  host = DEFAULT_HOST,
  limits: Partial<ServerLimits> = {},
): Promise<{ server: Server; port: number }> {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnections } = checkLimits({ ...DEFAULT_LIMITS, ...limits });
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      keepAliveTimeout: keepAliveTimeoutMs,
      // How often Node looks for requests past their timeouts (its default, 30 s, would let a
      // 10 s headers timeout run to 40 s).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeoutMs / 4))),
    },
    createHandler(options),
  );
  server.maxConnections = maxConnections;
  guardConnections(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : port });
    });
  });
}
