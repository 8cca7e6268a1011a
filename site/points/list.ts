import { hasCoordinates } from '../map/positions.ts';
import { distanceKm } from './search.ts';

/** How many items the list renders at a time (a keystroke re-renders at most this many). */
export const LIST_PAGE = 100;
/**
 * A list at most this much longer than the page is rendered whole: a "Mostrar más" button
 * that reveals a few items helps nobody. So the ~316 clean points are all in the
 * prerendered HTML (it works without JavaScript), while 10,000 render 100 at a time.
 */
export const LIST_SLACK = 250;

/** How many of `total` items to render when `limit` are allowed. */
export function renderCount(total: number, limit: number): number {
  return total <= limit + LIST_SLACK ? total : limit;
}

/** A list entry: the point and, after "Cerca de mí", its distance in km. */
export interface Ranked<P> {
  point: P;
  km: number | null;
}

/** The points nearest first when an origin is known (points without coordinates last); otherwise as given. */
export function rank<P extends { lat: number | null; lng: number | null }>(points: readonly P[], origin: { lat: number; lng: number } | null): Ranked<P>[] {
  if (origin === null) return points.map((point) => ({ point, km: null }));
  return points
    .map((point) => ({ point, km: hasCoordinates(point) ? distanceKm(origin, point) : null }))
    .sort((a, b) => (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY));
}
