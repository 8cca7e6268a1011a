import proj4 from 'proj4';
import type { Converter } from 'proj4';
import type { Box } from '../../schema/region.ts';

/** A position in decimal degrees (WGS84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** True when the position is inside (or on the edge of) any of the boxes. */
export function inBoxes(lat: number, lng: number, boxes: readonly Box[]): boolean {
  return boxes.some((b) => lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng);
}

/** Mean Earth radius in metres (IUGG). */
const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres between two positions (haversine formula). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** proj4 definition of a southern-hemisphere WGS84 UTM zone (EPSG:327xx). */
export function utmDefinition(zone: number): string {
  return `+proj=utm +zone=${zone} +south +datum=WGS84 +units=m +no_defs`;
}

const converters = new Map<number, Converter>();

function converter(zone: number): Converter {
  if (!Number.isInteger(zone) || zone < 1 || zone > 60) throw new RangeError(`Zona UTM fuera de rango: ${zone}`);
  let found = converters.get(zone);
  if (!found) {
    found = proj4(utmDefinition(zone), 'WGS84');
    converters.set(zone, found);
  }
  return found;
}

/** Converts a southern-hemisphere UTM position (WGS84) to degrees. Throws `RangeError` for a zone outside 1–60. */
export function utmToLatLng(zone: number, easting: number, northing: number): LatLng {
  const [lng, lat] = converter(zone).forward([easting, northing]);
  return { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN };
}

/** Converts degrees to a southern-hemisphere UTM position (WGS84) in the given zone. */
export function latLngToUtm(zone: number, lat: number, lng: number): { easting: number; northing: number } {
  const [easting, northing] = converter(zone).inverse([lng, lat]);
  return { easting: easting ?? Number.NaN, northing: northing ?? Number.NaN };
}

/** UTM latitude band letters from south to north (no I or O). */
export const UTM_BANDS = 'CDEFGHJKLMNPQRSTUVWX';

/**
 * Latitude range of a southern band, 8° each from -80°: `C` = -80..-72 … `H` = -40..-32, `M` = -8..0.
 * `null` for northern bands (N..X) and anything that is not a band letter.
 */
export function southernBandRange(band: string): { minLat: number; maxLat: number } | null {
  const index = UTM_BANDS.indexOf(band.toUpperCase());
  if (band.length !== 1 || index < 0 || index > UTM_BANDS.indexOf('M')) return null;
  return { minLat: -80 + 8 * index, maxLat: -72 + 8 * index };
}
