import { DOG_NOT_FOUND_SLUG, DOGS_PATH } from '../../../../../shared/dog-paths.ts';

const DOG_PAGE = new RegExp(`^${DOGS_PATH}/([a-z0-9]+(?:-[a-z0-9]+)*)$`);

/**
 * `/listamascotas/<slug>`, the canonical (folded) name only; other spellings are redirected by
 * the server or by the 404 page. The prerendered list comes from +onBeforePrerenderStart.
 */
export default function route({ urlPathname }: { urlPathname: string }) {
  const slug = DOG_PAGE.exec(urlPathname)?.[1];
  if (slug === undefined || slug === DOG_NOT_FOUND_SLUG) return false;
  return { routeParams: { slug } };
}
