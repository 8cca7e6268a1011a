import type { ErrorPayload, Plugin } from 'vite';
import { watchRawData } from './watch.ts';

/**
 * `npm run dev`'s live preview of data edits: watches `rawDir` and reruns the pipeline into
 * `outDir` after every edit. The site reads generated/, so the dev server reloads the open page
 * on its own once the new files are in place. A bad edit prints the pipeline's
 * `file:line field: message` lines in the terminal and shows them in the browser's overlay; the
 * dev server keeps running, and the next good run clears the overlay.
 */
export function rawDataPreview(rawDir: string, outDir: string): Plugin {
  return {
    name: 'raw-data-preview',
    apply: 'serve',
    configureServer(server) {
      const logger = server.config.logger;
      let failing: ErrorPayload | null = null;
      const watcher = watchRawData(rawDir, outDir, (result) => {
        const edited = result.changed.join(', ');
        if (result.ok) {
          const { error = 0, warning = 0 } = result.counts.bySeverity;
          logger.info(
            `raw-data: ${edited} → generated/ al día en ${result.seconds.toLocaleString('es-CL')} s (${error} errores, ${warning} avisos en el reporte)`,
            {
              timestamp: true,
            },
          );
          // The page reloads by itself when generated/ changes; after a failed run it must also
          // lose the overlay, even if the fix wrote the same files as the last good run.
          if (failing) server.ws.send({ type: 'full-reload' });
          failing = null;
          return;
        }
        logger.error(`raw-data: ${edited}: generated/ no cambió; corrija:\n${result.problems.map((line) => `  error: ${line}`).join('\n')}`, {
          timestamp: true,
        });
        failing = {
          type: 'error',
          err: { message: `raw-data: generated/ no cambió; corrija:\n\n${result.problems.join('\n')}`, stack: '', plugin: 'raw-data-preview' },
        };
        server.ws.send(failing);
      });
      // A page opened or reloaded while the data is broken shows the problems too.
      server.ws.on('connection', () => {
        if (failing) server.ws.send(failing);
      });
      server.httpServer?.once('close', () => watcher.close());
      // Edits made while the dev server was stopped are published too.
      watcher.refresh();
    },
  };
}
