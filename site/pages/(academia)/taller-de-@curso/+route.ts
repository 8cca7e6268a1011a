import { WORKSHOP_SLUGS } from '../workshop-routes.ts';

const SLUGS: ReadonlySet<string> = new Set(Object.values(WORKSHOP_SLUGS));

/** `/taller-de-ciencias`, `/taller-de-manualidades`, `/taller-de-baile-tiktok` and `/taller-de-cocina`. */
export default function route({ urlPathname }: { urlPathname: string }) {
  const slug = urlPathname.replace(/^\//, '').replace(/\/$/, '');
  return SLUGS.has(slug) ? { routeParams: { slug } } : false;
}
