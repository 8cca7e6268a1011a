import { characterUrls } from '../../characters/data.server.ts';

/** The seven character pages to prerender, from the character content. */
export function onBeforePrerenderStart(): string[] {
  return characterUrls();
}
