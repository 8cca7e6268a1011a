import type { PageContextServer } from 'vike/types';
import { characterArt } from '../../characters/data.server.ts';

/** A character's shared link shows the character. */
export function shareArt(pageContext: PageContextServer): string {
  return characterArt(pageContext.routeParams.slug ?? '');
}
