import { z } from 'zod';
import collectionPointsJson from '../../generated/collection-points.json';
import { CollectionPointSchema } from '../../pipeline/schema/collection-point.ts';
import { iconUrl } from '../locator/icons.server.ts';
import type { DirectoryPoint, MarkerIcons } from './types.ts';

const byPlace = (a: DirectoryPoint, b: DirectoryPoint) =>
  a.region.localeCompare(b.region, 'es') || a.comuna.localeCompare(b.comuna, 'es') || a.name.localeCompare(b.name, 'es');

/**
 * The collection points for the directory, parsed with the shared schema (never cast) and
 * trimmed to what the page shows: no raw cells, findings or source lines (so a `#ERROR!`
 * contact never reaches the page), and no address when the export only repeated the name.
 * Sorted by region, comuna and name.
 */
export function loadDirectoryPoints(): DirectoryPoint[] {
  return z
    .array(CollectionPointSchema)
    .parse(collectionPointsJson)
    .map((p) => ({
      id: p.id,
      type: p.type,
      region: p.region,
      comuna: p.comuna,
      name: p.name,
      address: p.address !== null && p.address.trim().toLowerCase() !== p.name.trim().toLowerCase() ? p.address : null,
      lat: p.lat,
      lng: p.lng,
      dias: p.dias,
      horarios: p.horarios,
      schedule: p.schedule,
      operacion: p.operacion,
      empresa: p.empresa,
      supervisors: p.supervisors,
      phones: p.phones.map(({ e164, display }) => ({ e164, display })),
      emails: p.emails,
    }))
    .sort(byPlace);
}

/** Marker icons for the directory map; `fallback` stands in for any icon not published. */
export function loadMarkerIcons(fallback: string): MarkerIcons {
  return {
    puntoLimpio: iconUrl('icons/punto-limpio.svg', fallback),
    puntoVerde: iconUrl('icons/punto-verde.svg', fallback),
    contenedor: iconUrl('icons/contenedor.svg', fallback),
  };
}
