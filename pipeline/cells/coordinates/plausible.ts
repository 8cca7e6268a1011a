/**
 * The independent signals a position is checked against before any repair of it is applied:
 * inside the row's region (its boxes), on Chile's land (chileLandMask, with a coastal margin),
 * and near the row's comuna (its seat, or among the seats nearest to the position).
 */
import type { Comuna } from '../../schema/comuna.ts';
import type { Box, Region } from '../../schema/region.ts';
import { distanceMeters, type LatLng } from './geo.ts';
import { chileLandMask } from './land.ts';

export interface PlaceContext {
  /** The row's region, when recognised. */
  region: Region | null;
  /** The row's comuna, when recognised. */
  comuna: Comuna | null;
  /** Union of all regions' bounds, used when the region is unknown. */
  chile: readonly Box[];
  /** Every comuna's seat, for "among the seats nearest to the position". */
  seats: readonly Comuna[];
}

/** What the signals say about one position. */
export interface Verdict {
  /** Inside the region's boxes (Chile's when the region is unknown). */
  inRegion: boolean;
  inChile: boolean;
  onLand: boolean;
  /** Distance to the comuna's seat in km; null when the comuna is unknown. */
  comunaKm: number | null;
  /** Near the comuna (see {@link NEAR_KM}); null when the comuna is unknown. */
  nearComuna: boolean | null;
}

/**
 * How far outside its region's boxes a position still counts as inside, in degrees (about 20 km):
 * the boxes are drawn roughly, and comunas on a region's edge reach past them. Repairs are told
 * apart by hundreds of kilometres, and the comuna check is the close one.
 */
export const REGION_MARGIN_DEG = 0.2;

/** True when the position is inside the boxes widened by {@link REGION_MARGIN_DEG}. */
function inWidened(lat: number, lng: number, boxes: readonly Box[]): boolean {
  const m = REGION_MARGIN_DEG;
  return boxes.some((b) => lat >= b.minLat - m && lat <= b.maxLat + m && lng >= b.minLng - m && lng <= b.maxLng + m);
}

/** Within this distance of its comuna's seat a position is near it, whatever the other seats. */
export const NEAR_KM = 20;
/** Further than this from its seat a position is never near its comuna. */
export const FAR_KM = 250;
/** Beyond NEAR_KM, the comuna must be among this many seats nearest to the position. */
const NEAREST_SEATS = 3;

/** Squared equirectangular distance in degrees, enough to rank seats around one position. */
function rankDistance(a: LatLng, b: LatLng): number {
  const dLng = (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180);
  const dLat = a.lat - b.lat;
  return dLat * dLat + dLng * dLng;
}

/**
 * Whether the position is near the comuna: within NEAR_KM of its seat, or (for large rural
 * comunas, whose points can lie far from the main town) within FAR_KM and among the
 * NEAREST_SEATS comuna seats nearest to the position.
 */
function isNear(position: LatLng, comuna: Comuna, km: number, seats: readonly Comuna[]): boolean {
  if (km <= NEAR_KM) return true;
  if (km > FAR_KM) return false;
  const own = rankDistance(position, comuna);
  let closer = 0;
  for (const seat of seats) {
    if (seat.cut !== comuna.cut && rankDistance(position, seat) < own) closer++;
    if (closer >= NEAREST_SEATS) return false;
  }
  return true;
}

export function judge(position: LatLng, ctx: PlaceContext): Verdict {
  const inChile = inWidened(position.lat, position.lng, ctx.chile);
  const inRegion = ctx.region ? inWidened(position.lat, position.lng, ctx.region.bounds) : inChile;
  const onLand = inChile && chileLandMask().has(position.lat, position.lng);
  if (!ctx.comuna) return { inRegion, inChile, onLand, comunaKm: null, nearComuna: null };
  const km = distanceMeters(position, ctx.comuna) / 1000;
  return { inRegion, inChile, onLand, comunaKm: km, nearComuna: isNear(position, ctx.comuna, km, ctx.seats) };
}

/** Every signal there is agrees: in the region, on land, and near the comuna when it is known. */
export function plausible(verdict: Verdict): boolean {
  return verdict.inRegion && verdict.onLand && verdict.nearComuna !== false;
}

/**
 * Enough agreeing signals to apply a repair: plausible, and besides "on land" at least one of
 * its own place's signals: near the known comuna, or inside a known region. With neither the
 * region nor the comuna known, no repair is confirmed.
 */
export function confirms(verdict: Verdict, ctx: PlaceContext): boolean {
  return plausible(verdict) && (verdict.nearComuna === true || ctx.region !== null);
}

const km = (value: number) => (value < 10 ? value.toFixed(1).replace('.', ',') : String(Math.round(value)));

/** The verdict in words: `en tierra, en la región RM, a 2,3 km de Ñuñoa`. */
export function describeVerdict(verdict: Verdict, ctx: PlaceContext): string {
  const where = ctx.region?.shortName ?? '';
  const parts = [
    verdict.onLand ? 'en tierra' : verdict.inChile ? 'en el mar' : 'fuera de Chile',
    ctx.region ? (verdict.inRegion ? `en la región ${where}` : verdict.inChile ? `fuera de la región ${where}` : null) : null,
    verdict.comunaKm !== null && ctx.comuna ? `a ${km(verdict.comunaKm)} km de ${ctx.comuna.name}` : null,
  ];
  return parts.filter((part): part is string => part !== null).join(', ');
}
