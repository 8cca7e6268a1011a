import { resolve } from 'node:path';
import { startServer } from './app.ts';
import { type ServerConfig, serverConfigFromEnv } from './config.ts';
import { DEFAULT_PRIVACY_FILE, loadRetention, scheduleExpiry } from './inbox/expiry.ts';

/**
 * The local server that `npm start` and the browser tests run: the static site from
 * dist/client, the bottle counter and the form inbox.
 *   PORT          port to listen on (default 3000)
 *   HOST          address to listen on (default 127.0.0.1; 0.0.0.0 exposes it to the network)
 *   HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, MAX_CONNECTIONS  (config.ts)
 *   COUNTER_FILE  counter JSON (default server/data/teleton-contador.json)
 *   INBOX_DIR     where form submissions are stored (default .inbox/)
 *   PRIVACY_FILE  each form's retention (default generated/content/privacy.json): submissions older
 *                 than their form's period are removed at start and once a day
 */
let config: ServerConfig;
try {
  config = serverConfigFromEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const { port, host, limits } = config;

const options = {
  root: resolve(process.env.SITE_DIR ?? 'dist/client'),
  counterFile: resolve(process.env.COUNTER_FILE ?? 'server/data/teleton-contador.json'),
  inboxDir: resolve(process.env.INBOX_DIR || '.inbox'),
};

const retention = await loadRetention(resolve(process.env.PRIVACY_FILE || DEFAULT_PRIVACY_FILE)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
});

const { server, port: bound } = await startServer(options, port, host, limits).catch((error: unknown) => {
  console.error(`No se pudo abrir ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const shown = host === '127.0.0.1' || host === '0.0.0.0' || host === 'localhost' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
console.log(`Sitio disponible en http://${shown}:${bound}${host === '0.0.0.0' ? ' (abierto a toda la red: HOST=0.0.0.0)' : ''}`);
console.log(`Formularios recibidos en ${options.inboxDir}`);
const expiry = scheduleExpiry({ dir: options.inboxDir, retention });

let closing = false;
function shutdown(signal: string): void {
  if (closing) return;
  closing = true;
  expiry.stop();
  console.log(`${signal}: cerrando el servidor…`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
