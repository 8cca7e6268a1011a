import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { readSiteConfig, type SiteConfig } from './read-config.ts';

/** The repository's root, where the `.env` files are (vite.config.ts's `envDir`). */
const ENV_DIR = resolve(import.meta.dirname, '../..');

/**
 * The site's configuration as a build in `mode` sees it: the VITE_* variables of the process and
 * of the `.env` files, read the way Vite reads them. For code that runs in Node before or around
 * the build (vite.config.ts, the pages' `+config.ts`).
 */
export function loadSiteConfig(mode = process.env.NODE_ENV === 'development' ? 'development' : 'production'): SiteConfig {
  return readSiteConfig(loadEnv(mode, ENV_DIR, 'VITE_'));
}
