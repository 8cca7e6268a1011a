import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { DIRECTORY_LIST_FILE, directoryList, directoryPoints } from '../pages/puntos-de-reciclaje/points.server.ts';

/**
 * Publishes the directory's whole list as `/data/puntos-de-reciclaje.json` (the page's HTML
 * carries only its first page of points and fetches the rest after it loads): emitted with the
 * client build, served by the dev server. Read from `pointsFile` (generated/collection-points.json)
 * when needed, so it is never older than the page's data, which is computed from the same file.
 */
export function directoryListFile(pointsFile: string): Plugin {
  const list = () => directoryList(directoryPoints(JSON.parse(readFileSync(pointsFile, 'utf8')))).json;
  return {
    name: 'directory-list-file',
    configureServer(server) {
      server.middlewares.use(`/${DIRECTORY_LIST_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(list());
      });
    },
    generateBundle() {
      if (this.environment.name === 'client') this.emitFile({ type: 'asset', fileName: DIRECTORY_LIST_FILE, source: list() });
    },
  };
}
