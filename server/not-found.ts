import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A not-found page read once at start-up, with the precompressed copies the build wrote beside it. */
export interface NotFoundPage {
  html: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

const FALLBACK = '<!doctype html><html lang="es-CL"><title>404</title><h1>Lo sentimos, no hemos encontrado esta página</h1></html>';

const readOrNull = (file: string): Buffer | null => {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
};

/** The page in `file` (with `file.br`, `file.gz`), else `fallback`, else a minimal Spanish page. */
export function loadNotFoundPage(file: string, fallback?: NotFoundPage): NotFoundPage {
  const html = readOrNull(file);
  if (!html) return fallback ?? { html: Buffer.from(FALLBACK), br: null, gzip: null };
  return { html, br: readOrNull(`${file}.br`), gzip: readOrNull(`${file}.gz`) };
}

/** The prerendered page with status 404, compressed as the client accepts (as sirv chooses: brotli, then gzip). */
export function sendNotFound(req: IncomingMessage, res: ServerResponse, page: NotFoundPage): void {
  const accepts = req.headers['accept-encoding'] ?? '';
  let body = page.html;
  let encoding: string | null = null;
  if (page.br && /\bbr\b/i.test(accepts)) [body, encoding] = [page.br, 'br'];
  else if (page.gzip && /\bgzip\b/i.test(accepts)) [body, encoding] = [page.gzip, 'gzip'];
  res.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    ...(page.br || page.gzip ? { Vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
