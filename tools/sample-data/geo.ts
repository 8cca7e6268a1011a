import proj4 from 'proj4';

export interface Position {
  lat: number;
  lng: number;
}

export interface Utm {
  zone: 18 | 19;
  /** Latitude band letter (`H` for 32°S–40°S…). */
  band: string;
  easting: number;
  northing: number;
}

const WGS84 = 'EPSG:4326';
proj4.defs('EPSG:32718', '+proj=utm +zone=18 +south +datum=WGS84 +units=m +no_defs +type=crs');
proj4.defs('EPSG:32719', '+proj=utm +zone=19 +south +datum=WGS84 +units=m +no_defs +type=crs');

const BANDS = 'CDEFGHJKLMNPQRSTUVWX';

/** UTM in whole metres: zone 19 (EPSG:32719) east of 72°W, zone 18 (EPSG:32718) west of it. */
export function toUtm(position: Position): Utm {
  const zone = position.lng >= -72 ? 19 : 18;
  const [easting, northing] = proj4(WGS84, `EPSG:327${zone}`, [position.lng, position.lat]) as [number, number];
  const band = BANDS[Math.floor((position.lat + 80) / 8)] ?? 'C';
  return { zone, band, easting: Math.round(easting), northing: Math.round(northing) };
}

/** Decimal degrees with `.` and a fixed number of decimals. */
export function formatDegrees(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/** The printed value with its decimal point lost, e.g. `-33.4489123` → `-334489123`. */
export function dropDecimalPoint(text: string): string {
  return text.replace('.', '');
}

/** The printed value with a comma as decimal separator, e.g. `-33,4489`. */
export function commaDecimal(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}

/** A point `km` kilometres away from `position` in a random-looking direction given by `angle` (radians). */
export function offsetKm(position: Position, km: number, angle: number): Position {
  const dLat = (km * Math.cos(angle)) / 111.32;
  const dLng = (km * Math.sin(angle)) / (111.32 * Math.cos((position.lat * Math.PI) / 180));
  return { lat: position.lat + dLat, lng: position.lng + dLng };
}
