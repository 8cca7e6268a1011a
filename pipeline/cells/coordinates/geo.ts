import type { Converter } from 'proj4';
import proj4 from 'proj4';
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

/** Geodetic datums Chilean cadastres publish UTM in. SIRGAS-Chile agrees with WGS84 to centimetres. */
export const DATUMS = ['WGS84', 'SIRGAS', 'PSAD56', 'SAD69'] as const;
export type Datum = (typeof DATUMS)[number];

/**
 * Each datum's ellipsoid and shift to WGS84, as EPSG gives them: PSAD56 (EPSG:24878/24879 for
 * zones 18S/19S) on the International 1924 ellipsoid, SAD69 (EPSG:29188/29189) on the South
 * American 1969 one.
 */
const DATUM_PARAMETERS: Readonly<Record<Datum, string>> = {
  WGS84: '+datum=WGS84',
  SIRGAS: '+ellps=GRS80 +towgs84=0,0,0,0,0,0,0',
  PSAD56: '+ellps=intl +towgs84=-288,175,-376,0,0,0,0',
  SAD69: '+ellps=aust_SA +towgs84=-66.87,4.37,-38.52,0,0,0,0',
};

/** proj4 definition of a southern-hemisphere UTM zone in a datum (WGS84: EPSG:327xx). */
export function utmDefinition(zone: number, datum: Datum = 'WGS84'): string {
  return `+proj=utm +zone=${zone} +south ${DATUM_PARAMETERS[datum]} +units=m +no_defs`;
}

const converters = new Map<string, Converter>();

function converter(zone: number, datum: Datum): Converter {
  if (!Number.isInteger(zone) || zone < 1 || zone > 60) throw new RangeError(`Zona UTM fuera de rango: ${zone}`);
  const key = `${datum} ${zone}`;
  let found = converters.get(key);
  if (!found) {
    found = proj4(utmDefinition(zone, datum), 'WGS84');
    converters.set(key, found);
  }
  return found;
}

/** Converts a southern-hemisphere UTM position in a datum (WGS84 unless given) to WGS84 degrees. Throws `RangeError` for a zone outside 1–60. */
export function utmToLatLng(zone: number, easting: number, northing: number, datum: Datum = 'WGS84'): LatLng {
  const [lng, lat] = converter(zone, datum).forward([easting, northing]);
  return { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN };
}

/** Converts WGS84 degrees to a southern-hemisphere UTM position in the given zone and datum (WGS84 unless given). */
export function latLngToUtm(zone: number, lat: number, lng: number, datum: Datum = 'WGS84'): { easting: number; northing: number } {
  const [easting, northing] = converter(zone, datum).inverse([lng, lat]);
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
