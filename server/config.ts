import { isIP } from 'node:net';

/**
 * How long a client may take and how many may connect at once: Node's own `http.Server`
 * settings, so a slow or idle client is closed by Node itself.
 */
export interface ServerLimits {
  /** `server.headersTimeout`: the request line and headers must arrive within this (else 408). */
  headersTimeoutMs: number;
  /** `server.requestTimeout`: the whole request, body included, must arrive within this (else 408). */
  requestTimeoutMs: number;
  /** `server.keepAliveTimeout`: an idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** `server.maxConnections`: connections beyond this are closed as they arrive. */
  maxConnections: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 256,
};

/** Loopback only: the inbox holds personal data, so exposing the server is a choice (HOST=0.0.0.0). */
export const DEFAULT_HOST = '127.0.0.1';

export interface ServerConfig {
  port: number;
  host: string;
  limits: ServerLimits;
}

/** The environment variable of each limit (README, "Local server"). */
const LIMIT_VARIABLES: Record<keyof ServerLimits, string> = {
  headersTimeoutMs: 'HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'KEEP_ALIVE_TIMEOUT_MS',
  maxConnections: 'MAX_CONNECTIONS',
};

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} no válido: ${raw} (se espera un entero positivo)`);
  return value;
}

/** Checks that the limits fit together; Node refuses a headers timeout above the request timeout. */
export function checkLimits(limits: ServerLimits): ServerLimits {
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(`HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) no puede superar REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`);
  }
  return limits;
}

/** PORT, HOST and the limits from the environment; throws an Error with a Spanish message for a bad value. */
export function serverConfigFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT no válido: ${env.PORT}`);
  const host = env.HOST || DEFAULT_HOST;
  if (isIP(host) === 0 && host !== 'localhost') throw new Error(`HOST no válido: ${host} (se espera una dirección IP, p. ej. 127.0.0.1 o 0.0.0.0)`);
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(LIMIT_VARIABLES) as (keyof ServerLimits)[]) {
    limits[key] = positiveInteger(env, LIMIT_VARIABLES[key], DEFAULT_LIMITS[key]);
  }
  return { port, host, limits: checkLimits(limits) };
}
