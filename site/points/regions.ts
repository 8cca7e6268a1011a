import { fold } from '../../shared/fold.ts';

/**
 * A region as the searches receive it (from generated/regions.json, trimmed by the page's data):
 * its ISO code, the name shown to people, and every name people use for it, folded (`rm`,
 * `region metropolitana`, `xiii`, `13`, `cl-rm`…).
 */
export interface SearchRegion {
  /** ISO 3166-2 code, as the points carry it in `regionCode`, e.g. `CL-RM`. */
  code: string;
  /** The region's canonical name, e.g. `Metropolitana de Santiago`. */
  name: string;
  /** Every name of the region, folded and without repeats. */
  names: string[];
}

/** A region named by a query: `exact` when the query is one of its names, `prefix` when it begins one (3 characters or more). */
export type RegionMatch = 'exact' | 'prefix';

/** Shorter queries only match a region's name whole: `co` is Coquimbo's code, not the start of "Concepción". */
export const REGION_PREFIX_MIN = 3;

export function regionMatch(region: Pick<SearchRegion, 'names'>, needle: string): RegionMatch | null {
  if (needle === '') return null;
  let prefix = false;
  for (const name of region.names) {
    if (name === needle) return 'exact';
    if (needle.length >= REGION_PREFIX_MIN && name.startsWith(needle)) prefix = true;
  }
  return prefix ? 'prefix' : null;
}

/** Every name, folded, without repeats (`Región de Tarapacá` and `Region de Tarapaca` are one). */
export function foldNames(names: readonly string[]): string[] {
  return [...new Set(names.map(fold).filter((name) => name !== ''))];
}
