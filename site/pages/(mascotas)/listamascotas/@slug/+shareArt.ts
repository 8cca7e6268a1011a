import type { PageContextServer } from 'vike/types';
import { dogArt } from '../../data.server.ts';

/** A dog's shared link shows the dog. */
export function shareArt(pageContext: PageContextServer): string {
  return dogArt(pageContext.routeParams.slug ?? '');
}
