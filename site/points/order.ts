import type { SearchRegion } from './regions.ts';

/** Central Santiago: where both maps start, and what the lists are nearest to until the visitor gives a position. */
export const SANTIAGO_CENTRE = { lat: -33.456, lng: -70.699 };

const list = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1) ?? ''}`);

/**
 * The sentence above a list saying in what order it is: nearest first, from the visitor's
 * position ("Cerca de mí") or from central Santiago, and, when the query names regions, that
 * their points come first.
 */
export function orderText(fromVisitor: boolean, regions: readonly Pick<SearchRegion, 'name'>[] = []): string {
  const nearest = `Del más cercano al más lejano ${fromVisitor ? 'de tu ubicación' : 'del centro de Santiago'}.`;
  if (regions.length === 0) return nearest;
  const named = regions.map((r) => r.name);
  return `Primero, los puntos de ${named.length === 1 ? 'la región' : 'las regiones'} ${list(named)}. ${nearest}`;
}
