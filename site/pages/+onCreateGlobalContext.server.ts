import type { GlobalContextServer } from 'vike/types';
import { loadSite } from '../data/site.server.ts';

// The shared content (menu, footer, brand) is read once per build and sent to every page.
export function onCreateGlobalContext(globalContext: GlobalContextServer): void {
  globalContext.site = loadSite();
}
