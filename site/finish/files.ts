import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readSiteConfig, type SiteConfig } from '../config/read-config.ts';

/**
 * Every prerendered page of a built site (`dist/client`), one file each (`mascotas.html`,
 * `listamascotas/kuyen.html`, `index.html`, `404.html`), leaving out the hashed assets and the
 * copies the build writes of a page into its folder for GitHub Pages (folder-pages.ts): a
 * `name/index.html` beside `name.html`.
 */
export const builtHtmlFiles = (dir: string): Promise<string[]> => htmlFilesIn(dir, false);

/** The pages in `dir`; `pageFolder` when `dir` is a page's folder (`mascotas/` beside `mascotas.html`). */
async function htmlFilesIn(dir: string, pageFolder: boolean): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const pages = new Set(entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => entry.name));
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFilesIn(path, pages.has(`${entry.name}.html`));
      return pages.has(entry.name) && !(pageFolder && entry.name === 'index.html') ? [path] : [];
    }),
  );
  return nested.flat();
}

/** The route a prerendered file answers: `index.html` → `/`, `cursos.html` and `cursos/index.html` → `/cursos`, `404.html` → `/404`. */
export function routeOfFile(file: string): string {
  const path = `/${file.replace(/\\/g, '/')}`.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** What a finishing step is given: the folder that ships and the build's configuration. */
export interface FinishedSite {
  /** The client build's folder (`dist/client`, or `$SITE_OUT_DIR/client`), prerendered pages included. */
  dir: string;
  /** The site's configuration, read from the build's VITE_* variables (env files and process). */
  config: SiteConfig;
}

/**
 * A Vite plugin that runs `step` on the finished site once `vike build` has built the client and
 * the server and prerendered every page: Vite's `buildApp` hook, ordered `post` so it runs after
 * the app's own build (Vike's, which prerenders when the server's bundle is written). Steps run in
 * the order their plugins are listed. The line `step` returns is printed with the plugin's name.
 */
export function finishingStep(name: string, step: (site: FinishedSite) => Promise<string>): Plugin {
  return {
    name,
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const client = builder.environments.client;
        if (client === undefined) throw new Error(`${name}: the build has no client environment`);
        const dir = resolve(client.config.root, client.config.build.outDir);
        const summary = await step({ dir, config: readSiteConfig(builder.config.env) });
        builder.config.logger.info(`${name}: ${summary}`);
      },
    },
  };
}
