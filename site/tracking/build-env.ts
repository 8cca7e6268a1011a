import { loadSiteConfig } from '../config/load-config.ts';

/**
 * Whether this build measures anything (an advertising ID is set), for the pages' `+config.ts`
 * files, which run at config time in Node: the same configuration the pages read (site/config/). The pages that would only need a
 * script for the advertising (the thank-you page, /privacidad) send none when it is off.
 */
export function trackingBuilt(): boolean {
  const { tracking } = loadSiteConfig();
  return tracking.pixelId !== null || tracking.adsId !== null;
}

/**
 * The render mode of a page whose only script would be the advertising consent (the thank-you
 * page, /privacidad): with an ID, `HTML+JS` and `script` (a pointer import of the page's script,
 * which Vike reads as the file's path); without, `HTML` and no script at all.
 */
export function withConsentScript(script: unknown): { renderMode: 'HTML' } | { renderMode: 'HTML+JS'; client: string } {
  return trackingBuilt() ? { renderMode: 'HTML+JS', client: script as string } : { renderMode: 'HTML' };
}
