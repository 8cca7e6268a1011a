import type { SearchRegion } from '../../points/regions.ts';
import { createIndex } from '../../points/search.ts';
import type { DirectoryPoint, FilterOptions } from './types.ts';

/** The directory's filters; an empty string means "all". */
export interface DirectoryFilters {
  region: string;
  comuna: string;
  type: string;
  empresa: string;
  query: string;
}

/** Entries rendered at a time (each is a full card); the prerendered page shows the first of them. */
export const DIRECTORY_PAGE = 24;

export const NO_FILTERS: DirectoryFilters = { region: '', comuna: '', type: '', empresa: '', query: '' };

// One collator for every sort, built on first use: `localeCompare(b, 'es')` builds one per comparison.
let spanish: Intl.Collator | undefined;
function sorted(values: Iterable<string>): string[] {
  spanish ??= new Intl.Collator('es');
  return [...new Set(values)].sort(spanish.compare);
}

/** The options of each select: comunas are narrowed to the chosen region. */
export function filterOptions(points: readonly DirectoryPoint[], region: string): FilterOptions {
  return {
    regions: sorted(points.map((p) => p.region)),
    comunas: sorted(points.filter((p) => region === '' || p.region === region).map((p) => p.comuna)),
    types: sorted(points.map((p) => p.type)),
    empresas: sorted(points.flatMap((p) => (p.empresa === null ? [] : [p.empresa]))),
  };
}

/**
 * The options once a region is chosen, from the options over every point (computed at build
 * time, see +data.ts): the comunas are narrowed to the region and keep their Spanish order, so
 * the browser never sorts (a Spanish collator takes 15–30 ms to build on a desktop). A test holds
 * it to {@link filterOptions}.
 */
export function optionsForRegion(all: FilterOptions, points: readonly DirectoryPoint[], region: string): FilterOptions {
  if (region === '') return all;
  const inRegion = new Set(points.filter((p) => p.region === region).map((p) => p.comuna));
  return { ...all, comunas: all.comunas.filter((comuna) => inRegion.has(comuna)) };
}

/** Changing the region drops a comuna that is not in it. */
export function withRegion(filters: DirectoryFilters, points: readonly DirectoryPoint[], region: string): DirectoryFilters {
  const keepsComuna = filters.comuna !== '' && points.some((p) => p.comuna === filters.comuna && (region === '' || p.region === region));
  return { ...filters, region, comuna: keepsComuna ? filters.comuna : '' };
}

/**
 * A filter over the points: the text search (accent- and case-insensitive, a region by any of
 * its names, best matches first) plus the selects. The answer keeps the order of `points`
 * within each kind of match.
 */
export function createDirectoryFilter(points: readonly DirectoryPoint[], regions: readonly SearchRegion[] = []) {
  const index = createIndex(points, regions);
  const filter = (filters: DirectoryFilters): DirectoryPoint[] =>
    index
      .search(filters.query)
      .filter(
        (p) =>
          (filters.region === '' || p.region === filters.region) &&
          (filters.comuna === '' || p.comuna === filters.comuna) &&
          (filters.type === '' || p.type === filters.type) &&
          (filters.empresa === '' || p.empresa === filters.empresa),
      );
  // The text index is folded on the first search; `prepare` folds it ahead (see usePrepared).
  return Object.assign(filter, { prepare: index.prepare, regionsFor: index.regionsFor });
}
