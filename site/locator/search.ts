/** What the locator's list and search need of a point. */
export interface SearchablePoint {
  id: string;
  name: string;
  address: string | null;
  comuna: string;
  region: string;
}

/** Lower case without accents or extra spaces: `Ñuñoa` → `nunoa`, `Biobío` → `biobio`. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A search index over the points: each point's comuna, name, address and region folded
 * once, so a keystroke is one substring scan per point. Typing on narrows the last answer
 * instead of scanning every point again: a text containing the new query contains the
 * previous one too, so only the previous matches can match.
 */
export function createIndex<P extends SearchablePoint>(points: readonly P[]) {
  // Folded on the first search (or by `prepare`), not when the page hydrates: the empty query
  // needs none of it.
  let folded: string[] | null = null;
  const prepare = () => (folded ??= points.map((p) => fold([p.comuna, p.name, p.address ?? '', p.region].join(' \u0001 '))));
  let last: { needle: string; matches: number[] } | null = null;
  return {
    /** Folds every point now (e.g. while the page is idle) so the first keystroke does not wait for it. */
    prepare(): void {
      prepare();
    },
    /** Points whose comuna, name, address or region contain the query (case- and accent-insensitive). */
    search(query: string): readonly P[] {
      const needle = fold(query);
      if (needle === '') {
        last = null;
        return points;
      }
      const haystacks = prepare();
      const matches: number[] = [];
      if (last !== null && needle.includes(last.needle)) {
        for (const i of last.matches) if ((haystacks[i] as string).includes(needle)) matches.push(i);
      } else {
        for (let i = 0; i < haystacks.length; i++) if ((haystacks[i] as string).includes(needle)) matches.push(i);
      }
      last = { needle, matches };
      return matches.map((i) => points[i] as P);
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

// Number formatters are built once, on first use (not while the page's modules load):
// `toLocaleString` with options builds a new one per call, which a list of a few hundred
// distances pays a few hundred times.
const formatters = new Map<number, Intl.NumberFormat>();
function decimals(digits: number): Intl.NumberFormat {
  let format = formatters.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('es-CL', { maximumFractionDigits: digits });
    formatters.set(digits, format);
  }
  return format;
}

/**
 * A count in Chilean Spanish, `12.345`: rounded, with a point every three digits, as
 * `Intl.NumberFormat('es-CL')` writes it (a test holds both to it). Written by hand because
 * the first Intl format on a page loads the locale's number data, 20–40 ms of main thread on
 * a desktop, and counts are shown while the page hydrates.
 */
export function formatCount(n: number): string {
  const rounded = Math.round(Math.abs(n));
  const grouped = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return n < 0 && rounded !== 0 ? `-${grouped}` : grouped;
}

/** "1,2 km" / "850 m" in Chilean Spanish. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  return `${decimals(km < 10 ? 1 : 0).format(km)} km`;
}

/** "1 punto limpio" / "12 puntos limpios" for the live result count. */
export function resultsLabel(count: number, singular = 'punto limpio', plural = 'puntos limpios'): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
