import type { Rng } from '../../pipeline/fixtures/random.ts';
import type { Position } from './geo.ts';
import { commaDecimal, dropDecimalPoint, formatDegrees, offsetKm, toUtm } from './geo.ts';

/** Position defects of the directory export (`coordinates`, `lat`, `lng`). */
export type DirectoryCoordDefect =
  | 'decimal-lat'
  | 'decimal-lng'
  | 'comma'
  | 'swapped'
  | 'utm-columns-19'
  | 'utm-columns-18'
  | 'utm-lng-only-19'
  | 'utm-text-zone-19'
  | 'utm-text-zone-18'
  | 'utm-text-pair-19'
  | 'utm-text-en-18'
  | 'disagree'
  | 'no-position';

export const UTM_ZONE_OF: Partial<Record<DirectoryCoordDefect, 18 | 19>> = {
  'utm-columns-19': 19,
  'utm-columns-18': 18,
  'utm-lng-only-19': 19,
  'utm-text-zone-19': 19,
  'utm-text-zone-18': 18,
  'utm-text-pair-19': 19,
  'utm-text-en-18': 18,
};

export interface CoordCells {
  coordinates: string;
  lat: string;
  lng: string;
}

/**
 * The three position cells of a row. Without a defect, `coordinates` holds `"lat, lng"` (or is left
 * empty when `withText` is false) and the columns repeat the same numbers.
 */
export function directoryCoordCells(position: Position, decimals: number, withText: boolean, defect: DirectoryCoordDefect | undefined, rng: Rng): CoordCells {
  const lat = formatDegrees(position.lat, decimals);
  const lng = formatDegrees(position.lng, decimals);
  const text = `${lat}, ${lng}`;
  // Rows whose columns went wrong keep the original text about half of the time.
  const keptText = rng.chance(0.5) ? text : '';
  const utm = toUtm(position);
  switch (defect) {
    case undefined:
      return { coordinates: withText ? text : '', lat, lng };
    case 'decimal-lat':
      return { coordinates: keptText, lat: dropDecimalPoint(lat), lng };
    case 'decimal-lng':
      return { coordinates: keptText, lat, lng: dropDecimalPoint(lng) };
    case 'comma':
      return { coordinates: keptText, lat: commaDecimal(position.lat, decimals), lng: commaDecimal(position.lng, decimals) };
    case 'swapped':
      return { coordinates: keptText, lat: lng, lng: lat };
    case 'utm-columns-19':
    case 'utm-columns-18':
      return { coordinates: '', lat: String(utm.northing), lng: String(utm.easting) };
    case 'utm-lng-only-19':
      return { coordinates: '', lat, lng: String(utm.easting) };
    case 'utm-text-zone-19':
    case 'utm-text-zone-18':
      return { coordinates: `${utm.zone}${utm.band} ${utm.easting} ${utm.northing}`, lat: '', lng: '' };
    case 'utm-text-pair-19':
      return { coordinates: `${utm.easting}, ${utm.northing}`, lat: '', lng: '' };
    case 'utm-text-en-18':
      return { coordinates: `E ${utm.easting} N ${utm.northing}`, lat: '', lng: '' };
    case 'disagree': {
      const moved = offsetKm(position, rng.between(3, 8), rng.between(0, 2 * Math.PI));
      return { coordinates: text, lat: formatDegrees(moved.lat, decimals), lng: formatDegrees(moved.lng, decimals) };
    }
    case 'no-position':
      return { coordinates: '', lat: '', lng: '' };
  }
}
