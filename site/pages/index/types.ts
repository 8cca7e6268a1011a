import type { CleanPoint } from '../../../pipeline/schema/clean-point.ts';

/** A clean point as the locator receives it: only what the list, the search and the map show. */
export type LocatorPoint = Pick<CleanPoint, 'id' | 'name' | 'address' | 'comuna' | 'region' | 'regionCode' | 'lat' | 'lng'> & {
  /** Marker icon URL (40×50). */
  iconUrl: string;
  /** The same icon's name for the list's stylesheet (`punto-verde`). */
  icon: string;
};
