import { createServer, request, type Server } from 'node:http';

/** The page width every engine is checked at (a common phone). */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * What the harness adds in front of every page it passes on: a script that records the page's
 * script errors (uncaught exceptions, rejected promises, `console.error`) in `window.__errores`,
 * before any of the page's own scripts run. A file of the same origin, as the site's
 * Content-Security-Policy allows.
 */
const ERRORS_SCRIPT = `(() => {
  const seen = (window.__errores = []);
  addEventListener('error', (event) => seen.push(String(event.message || event.error)));
  addEventListener('unhandledrejection', (event) => seen.push('promesa rechazada: ' + String(event.reason)));
  const error = console.error.bind(console);
  console.error = (...args) => { seen.push(args.map(String).join(' ')); error(...args); };
})();`;

/** A page holding the site's `path` in a frame of phone size: WebKitGTK's window cannot be narrower than 447 px. */
const frame = (path: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Marco</title><style>body{margin:0}iframe{border:0;display:block}</style></head>` +
  `<body><iframe id="pagina" title="Página" src="${path.replace(/"/g, '&quot;')}" width="${PHONE.width}" height="${PHONE.height}"></iframe></body></html>`;

/**
 * A proxy in front of the local server, for the cross-engine check: it passes every request on
 * (pages, files, the inbox), adds the error recorder to every HTML page, serves the recorder at
 * `/__errores.js` and, at `/__marco?ruta=/x`, a page that frames `/x` at phone size. Everything
 * stays one origin, so a test can reach into the frame.
 */
export function startHarness(upstreamPort: number, port = 0): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://marco.invalid');
    if (url.pathname === '/__errores.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(ERRORS_SCRIPT);
      return;
    }
    if (url.pathname === '/__marco') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(frame(url.searchParams.get('ruta') ?? '/'));
      return;
    }
    const headers = { ...req.headers };
    // HTML is rewritten: ask for it uncompressed.
    delete headers['accept-encoding'];
    const upstream = request({ host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers }, (answer) => {
      const type = answer.headers['content-type'] ?? '';
      if (!type.startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head>/i, '<head><script src="/__errores.js"></script>');
        const out = { ...answer.headers };
        delete out['content-length'];
        delete out.etag;
        res.writeHead(answer.statusCode ?? 502, out).end(html);
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}` });
    });
  });
}
