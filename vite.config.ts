import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { DIRECTORY_LIST_FILE, directoryList, directoryPoints } from './site/directory/points.server.ts';
import { eagerModuleWrappers } from './site/framework/eager-wrappers.ts';
import { routerStartInTasks } from './site/framework/router-start.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// The chunk of React and React DOM (a code-splitting group below; eagerModuleWrappers rewrites it).
const REACT_CHUNK = 'react';
// Stylesheets stay in the files Vike makes for them (one per stylesheet).
const isCss = (id: string) => /\.css($|\?)/.test(id);

/**
 * Publishes the directory's whole list as `/data/puntos-de-reciclaje.json` (the page's HTML
 * carries only its first page of points and fetches the rest after it loads): emitted with the
 * client build, served by the dev server. Read from generated/ when needed, so it is never older
 * than the page's data, which is computed from the same file.
 */
function directoryListFile(): Plugin {
  const list = () => directoryList(directoryPoints(JSON.parse(readFileSync(here('./generated/collection-points.json'), 'utf8')))).json;
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

// The site lives in site/; it reads generated/ (never raw-data/) and builds to dist/.
export default defineConfig({
  root: here('./site'),
  envDir: here('.'),
  publicDir: here('./site/public'),
  plugins: [
    react(),
    vike(),
    directoryListFile(),
    // The router starts in three short tasks, not one long one (site/framework/router-start.ts).
    routerStartInTasks(here('./site/framework/yield.ts')),
    // React DOM is compiled with its chunk, not when its wrapper first runs (site/framework/eager-wrappers.ts).
    eagerModuleWrappers([REACT_CHUNK]),
  ],
  build: {
    // SITE_OUT_DIR lets two builds (e.g. one with tracking IDs for a test) live side by side.
    outDir: process.env.SITE_OUT_DIR ? resolve(process.env.SITE_OUT_DIR) : here('./dist'),
    emptyOutDir: true,
    // Media are linked (PDFs open in a new tab) and cached by hash; never inlined as data: URLs.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React (with React DOM) and Vike's client runtime, which every page loads at once, in two
        // files instead of the handful the automatic split makes: few requests before the page is
        // interactive. They are two, not one, so the page's loader can evaluate React DOM in one
        // task and start the framework in the next (scripts/html/first-paint.ts);
        // site/framework/react-start.ts, in React's group, is what runs React's code there. Only
        // modules loaded at start are grouped ($initial), and the priority is below Vike's own group
        // for stylesheets (0), so every stylesheet keeps its own file and lazy code keeps its own chunks.
        codeSplitting: {
          groups: [
            {
              name: REACT_CHUNK,
              test: (id) =>
                (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) || /[\\/]site[\\/]framework[\\/]react-start\.ts$/.test(id)) &&
                !isCss(id),
              tags: ['$initial'],
              priority: -1,
            },
            {
              name: 'framework',
              test: (id) => /[\\/]node_modules[\\/](vike|vike-react|@brillout)[\\/]/.test(id) && !isCss(id),
              tags: ['$initial'],
              priority: -1,
            },
          ],
        },
      },
    },
  },
});
