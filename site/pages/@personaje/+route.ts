import { isCharacterSlug } from '../../characters/character-routes.ts';

/** `/rodolfa`, `/wandita`, `/dasher`, `/mia`, `/tamy`, `/cometa` and `/joe`. */
export default function route({ urlPathname }: { urlPathname: string }) {
  const slug = urlPathname.replace(/^\//, '').replace(/\/$/, '');
  return isCharacterSlug(slug) ? { routeParams: { slug } } : false;
}
