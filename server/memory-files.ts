import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';

/**
 * The built site's text files (pages, scripts, styles, data), read once at start-up with the
 * precompressed copies the build wrote beside them, and sent from memory: no open, read and
 * close per request, which were a quarter of the server's time under load. A few MB for this
 * site; anything else (media, PDFs, range requests) is left to sirv. Like sirv's index, it is
 * made at start-up: restart the server after a build.
 */

/** Content types of the text formats, as sirv sends them (HTML, XML and text with their charset). */
const TYPES: Record<string, string> = {
  '.html': 'text/html;charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Largest file kept in memory; larger ones stream from disk through sirv. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

interface Variant {
  body: Buffer;
  etag: string;
}

interface MemoryFile {
  type: string;
  lastModified: string;
  identity: Variant;
  br: Variant | null;
  gzip: Variant | null;
}

function variant(path: string, encoding = ''): Variant | null {
  try {
    const stats = statSync(path);
    // A weak ETag like sirv's (size and modification time), and the encoding: each copy has its own.
    return { body: readFileSync(path), etag: `W/"${stats.size}-${stats.mtime.getTime()}${encoding && `-${encoding}`}"` };
  } catch {
    return null;
  }
}

/** The text files under `root`, by URL path (`/cursos/index.html`). */
export function loadMemoryFiles(root: string): Map<string, MemoryFile> {
  const files = new Map<string, MemoryFile>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const type = TYPES[extname(entry.name).toLowerCase()];
    if (!entry.isFile() || !type) continue;
    const path = join(entry.parentPath, entry.name);
    const stats = statSync(path);
    if (stats.size > MAX_FILE_BYTES) continue;
    const identity = variant(path);
    if (!identity) continue;
    files.set(`/${relative(root, path).split(sep).join('/')}`, {
      type,
      lastModified: stats.mtime.toUTCString(),
      identity,
      br: variant(`${path}.br`, 'br'),
      gzip: variant(`${path}.gz`, 'gzip'),
    });
  }
  return files;
}

/** The file a decoded path names, as sirv resolves it: the path, `<path>.html`, `<path>/index.html`. */
export function findMemoryFile(files: Map<string, MemoryFile>, path: string): MemoryFile | undefined {
  const base = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return files.get(base) ?? files.get(`${base}.html`) ?? files.get(`${base === '/' ? '' : base}/index.html`);
}

/** Sends a file from memory in the encoding the client accepts (brotli, then gzip, as sirv picks), or 304. */
export function sendMemoryFile(req: IncomingMessage, res: ServerResponse, file: MemoryFile, cacheControl: string): void {
  const accepts = req.headers['accept-encoding'] ?? '';
  let chosen = file.identity;
  let encoding: string | null = null;
  if (file.br && /\bbr\b/i.test(accepts)) [chosen, encoding] = [file.br, 'br'];
  else if (file.gzip && /\bgzip\b/i.test(accepts)) [chosen, encoding] = [file.gzip, 'gzip'];
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', chosen.etag);
  res.setHeader('Cache-Control', cacheControl);
  if (req.headers['if-none-match'] === chosen.etag) {
    res.writeHead(304);
    res.end();
    return;
  }
  res.setHeader('Content-Type', file.type);
  res.setHeader('Content-Length', chosen.body.length);
  res.setHeader('Last-Modified', file.lastModified);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : chosen.body);
}
