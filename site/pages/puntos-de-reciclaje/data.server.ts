import collectionPointsJson from '../../../generated/collection-points.json';
import { iconUrl } from '../../points/icons.server.ts';
import { directoryPoints } from './points.server.ts';
import type { DirectoryPoint, MarkerIcons } from './types.ts';

export { directoryList } from './points.server.ts';

/** The directory's points from generated/collection-points.json (see `directoryPoints`). */
export function loadDirectoryPoints(): DirectoryPoint[] {
  return directoryPoints(collectionPointsJson);
}

/** Marker icons for the directory map; `fallback` stands in for any icon not published. */
export function loadMarkerIcons(fallback: string): MarkerIcons {
  return {
    puntoLimpio: iconUrl('icons/punto-limpio.svg', fallback),
    puntoVerde: iconUrl('icons/punto-verde.svg', fallback),
    contenedor: iconUrl('icons/contenedor.svg', fallback),
  };
}
