import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readSiteConfig, type SiteConfig } from '../config/read-config.ts';

/** Every prerendered HTML file of a built site (`dist/client`), leaving out the hashed assets. */
export async function builtHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtHtmlFiles(path);
      return entry.name.endsWith('.html') ? [path] : [];
    }),
  );
  return nested.flat();
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
