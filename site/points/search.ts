import { fold, isWordChar } from '../../shared/fold.ts';
import { formatCount } from '../components/number-format.ts';
import { type RegionMatch, regionMatch, type SearchRegion } from './regions.ts';

/** What the locator's list and search need of a point. */
export interface SearchablePoint {
  id: string;
  name: string;
  address: string | null;
  comuna: string;
  region: string;
  /** ISO code of the point's region (`CL-RM`), matched against every name of that region; null or absent when unknown. */
  regionCode?: string | null;
}

/**
 * How well a point answers a query, best first: 0 its region is named by the query (`rm`,
 * `Región Metropolitana`); 1 the query is a whole word of its comuna, name, address or region;
 * 2 the query begins a word of them, or begins a name of its region (`metro`); 3 the query is
 * only inside a word (`rm` in "Carmen").
 */
export type Tier = 0 | 1 | 2 | 3;
const NONE = 4;

/** 1, 2 or 3 for a haystack that contains the needle (see `Tier`). */
function textTier(haystack: string, needle: string): 1 | 2 | 3 {
  // A query that begins or ends with a space or a dot is already at a word's edge there.
  const openStart = !isWordChar(needle.charCodeAt(0));
  const openEnd = !isWordChar(needle.charCodeAt(needle.length - 1));
  let tier: 1 | 2 | 3 = 3;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (!openStart && at > 0 && isWordChar(haystack.charCodeAt(at - 1))) continue;
    const end = at + needle.length;
    if (openEnd || end === haystack.length || !isWordChar(haystack.charCodeAt(end))) return 1;
    tier = 2;
  }
  return tier;
}

const REGION_TIER: Record<RegionMatch, Tier> = { exact: 0, prefix: 2 };

/**
 * A search index over the points: each point's comuna, name, address and region folded once,
 * so a keystroke is one substring scan per point, and the regions' names (every name the
 * reference table knows, see regions.ts). Answers come in tiers (see `Tier`) and, within a tier,
 * in the order of `points` (the caller sorts them nearest first). Typing on narrows the last
 * answer instead of scanning every point again: a text containing the new query contains the
 * previous one too, so only the previous matches can match.
 */
export function createIndex<P extends SearchablePoint>(points: readonly P[], regions: readonly SearchRegion[] = []) {
  // Folded on the first search (or by `prepare`), not when the page hydrates: the empty query
  // needs none of it.
  let folded: string[] | null = null;
  let regionOf: Int8Array | null = null;
  const prepare = () => {
    if (folded === null) {
      folded = points.map((p) => fold([p.comuna, p.name, p.address ?? '', p.region].join(' \u0001 ')));
      const position = new Map(regions.map((r, i) => [r.code, i]));
      regionOf = Int8Array.from(points, (p) => position.get(p.regionCode ?? '') ?? -1);
    }
    return { haystacks: folded, regionOf: regionOf as Int8Array };
  };
  let last: { needle: string; matches: number[] } | null = null;

  /** The regions the query names, with how (exact name or the start of one). */
  const regionsNamed = (needle: string) =>
    regions.flatMap((region) => {
      const match = regionMatch(region, needle);
      return match === null ? [] : [{ region, match }];
    });

  return {
    /** Folds every point now (e.g. while the page is idle) so the first keystroke does not wait for it. */
    prepare(): void {
      prepare();
    },
    /** The regions a query names (`rm` → Metropolitana), for saying why their points come first. */
    regionsFor(query: string): SearchRegion[] {
      return regionsNamed(fold(query)).map(({ region }) => region);
    },
    /**
     * Points of a region the query names, or whose comuna, name, address or region contain the
     * query (case- and accent-insensitive), best tier first (see `Tier`).
     */
    search(query: string): readonly P[] {
      const needle = fold(query);
      if (needle === '') {
        last = null;
        return points;
      }
      const { haystacks, regionOf } = prepare();
      const matches: number[] = [];
      if (last !== null && needle.includes(last.needle)) {
        for (const i of last.matches) if ((haystacks[i] as string).includes(needle)) matches.push(i);
      } else {
        for (let i = 0; i < haystacks.length; i++) if ((haystacks[i] as string).includes(needle)) matches.push(i);
      }
      last = { needle, matches };

      const buckets: number[][] = [[], [], [], []];
      const named = regionsNamed(needle);
      if (named.length === 0) {
        for (const i of matches) (buckets[textTier(haystacks[i] as string, needle)] as number[]).push(i);
      } else {
        // A region named: its points join the answer, so every point is looked at once.
        const byRegion = new Uint8Array(regions.length).fill(NONE);
        for (const { region, match } of named) byRegion[regions.indexOf(region)] = REGION_TIER[match];
        const tiers = new Uint8Array(points.length).fill(NONE);
        for (const i of matches) tiers[i] = textTier(haystacks[i] as string, needle);
        for (let i = 0; i < points.length; i++) {
          const r = regionOf[i] as number;
          const tier = Math.min(tiers[i] as number, r >= 0 ? (byRegion[r] as number) : NONE);
          if (tier < NONE) (buckets[tier] as number[]).push(i);
        }
      }
      return buckets.flat().map((i) => points[i] as P);
    },
  };
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "1 punto limpio" / "12 puntos limpios" for the live result count. */
export function resultsLabel(count: number, singular = 'punto limpio', plural = 'puntos limpios'): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
