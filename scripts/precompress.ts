import { resolve } from 'node:path';
import { precompress } from './static/precompress.ts';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the built site
 * (scripts/static/precompress.ts), which the local server sends to clients that accept them.
 * Runs last in `npm run build`: after paint-first.ts, the last step that rewrites the HTML.
 */
const root = resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client');
const summary = await precompress(root);
const mb = (n: number) => (n / 1024 / 1024).toFixed(2);
console.log(
  `precompress: ${summary.files} archivos, ${summary.written.br} .br y ${summary.written.gz} .gz (${mb(summary.bytes.original)} MB → ${mb(summary.bytes.best)} MB)`,
);
