import { z } from 'zod';
import cleanPointsJson from '../../../generated/clean-points.json';
import regionsJson from '../../../generated/regions.json';
import { CleanPointSchema } from '../../../pipeline/schema/clean-point.ts';
import { iconKey, iconUrl } from '../../points/icons.server.ts';
import { searchRegions } from '../../points/regions.server.ts';
import type { SearchRegion } from '../../points/regions.ts';
import type { LocatorPoint } from './types.ts';

/** The 16 regions with every name people use for them, for the locator's and the directory's searches. */
export function loadSearchRegions(): SearchRegion[] {
  return searchRegions(regionsJson);
}

/**
 * The clean points for the locator, parsed with the shared schema (never cast) and trimmed
 * to what the list, the search and the map show: no source lines, no findings; the region
 * code stays, for finding a region by any of its names. `defaultIcon` (e.g.
 * `icons/punto-limpio.svg`) stands in for icons not published.
 */
export function loadLocatorPoints(defaultIcon: string): LocatorPoint[] {
  return z
    .array(CleanPointSchema)
    .parse(cleanPointsJson)
    .map((point) => ({
      id: point.id,
      name: point.name,
      address: point.address,
      comuna: point.comuna,
      region: point.region,
      regionCode: point.regionCode,
      lat: point.lat,
      lng: point.lng,
      iconUrl: iconUrl(`icons/${point.image}`, defaultIcon),
      icon: iconKey(`icons/${point.image}`, defaultIcon),
    }));
}
