/**
 * The dog pages' addresses, shared by the pipeline (slugs), the site (routes, the 404 page, also
 * in the browser) and the local server (redirects). No dependencies: the 404 page imports this
 * module and must stay small.
 */
import { withoutAccents } from './fold.ts';

/** Folder of the dog pages: `/listamascotas/<slug>`. */
export const DOGS_PATH = '/listamascotas';

/** The page shown (with status 404) for a name that is no dog; never a dog's slug. */
export const DOG_NOT_FOUND_SLUG = 'no-encontrado';

/**
 * What a typed dog name becomes for comparison: lower case, accents removed, spaces and
 * punctuation as single hyphens. `Kuyén`, `KUYEN` and `kuyen` all fold to `kuyen`.
 */
export function foldDogName(name: string): string {
  return withoutAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What an address under `/listamascotas/` means: not a dog address, a known dog, or an unknown name. */
export type DogPath = { kind: 'other' } | { kind: 'dog'; slug: string } | { kind: 'unknown' };

const DOG_ADDRESS = new RegExp(`^${DOGS_PATH}/([^/]+)/?$`);

/**
 * Reads a pathname such as `/listamascotas/Kuy%C3%A9n/`: the name is URL-decoded, folded and
 * compared with the known slugs. Used by the local server (redirects) and by the 404 page.
 */
export function readDogPath(pathname: string, slugs: ReadonlySet<string> | readonly string[]): DogPath {
  const raw = DOG_ADDRESS.exec(pathname)?.[1];
  if (raw === undefined) return { kind: 'other' };
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    return { kind: 'unknown' };
  }
  const folded = foldDogName(name);
  const known = 'has' in slugs ? slugs.has(folded) : slugs.includes(folded);
  return known ? { kind: 'dog', slug: folded } : { kind: 'unknown' };
}
