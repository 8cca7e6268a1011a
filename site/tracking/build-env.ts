import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { readTrackingConfig } from './ids.ts';

/**
 * Whether this build measures anything (an advertising ID is set), for the pages' `+config.ts`
 * files, which run at config time in Node: the same VITE_* variables the pages read, from the
 * environment and the `.env` files at the repository root. The pages that would only need a
 * script for the advertising (the thank-you page, /privacidad) send none when it is off.
 */
export function trackingBuilt(): boolean {
  const env = loadEnv(process.env.NODE_ENV === 'development' ? 'development' : 'production', resolve(import.meta.dirname, '../..'), 'VITE_');
  const config = readTrackingConfig(env);
  return config.pixelId !== null || config.adsId !== null;
}

/**
 * The render mode of a page whose only script would be the advertising consent (the thank-you
 * page, /privacidad): with an ID, `HTML+JS` and `script` (a pointer import of the page's script,
 * which Vike reads as the file's path); without, `HTML` and no script at all.
 */
export function withConsentScript(script: unknown): { renderMode: 'HTML' } | { renderMode: 'HTML+JS'; client: string } {
  return trackingBuilt() ? { renderMode: 'HTML+JS', client: script as string } : { renderMode: 'HTML' };
}
