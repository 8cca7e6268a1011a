import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CollectionPointSchema } from '../../../pipeline/schema/collection-point.ts';
import { hasCoordinates } from '../../map/positions.ts';
import { SANTIAGO_CENTRE } from '../../points/order.ts';
import { distanceKm } from '../../points/search.ts';
import type { DirectoryPoint } from './types.ts';

const byPlace = (a: DirectoryPoint, b: DirectoryPoint) =>
  a.region.localeCompare(b.region, 'es') || a.comuna.localeCompare(b.comuna, 'es') || a.name.localeCompare(b.name, 'es');

/** Kilometres from central Santiago; points without coordinates last. */
const fromCentre = (p: DirectoryPoint) => (hasCoordinates(p) ? distanceKm(SANTIAGO_CENTRE, p) : Number.POSITIVE_INFINITY);

/**
 * The collection points for the directory, parsed with the shared schema (never cast) and
 * trimmed to what the page shows: no raw cells, findings or source lines (so a `#ERROR!`
 * contact never reaches the page), and no address when the export only repeated the name.
 * Nearest central Santiago (where the map starts) first; points without coordinates last, by
 * region, comuna and name.
 */
export function directoryPoints(collectionPointsJson: unknown): DirectoryPoint[] {
  return z
    .array(CollectionPointSchema)
    .parse(collectionPointsJson)
    .map((p) => ({
      id: p.id,
      type: p.type,
      region: p.region,
      regionCode: p.regionCode,
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
    .map((point) => ({ point, km: fromCentre(point) }))
    .sort((a, b) => a.km - b.km || byPlace(a.point, b.point))
    .map(({ point }) => point);
}

/** Where the built site publishes the whole list for the directory page to fetch after it loads. */
export const DIRECTORY_LIST_FILE = 'data/puntos-de-reciclaje.json';

/**
 * The whole list as the file the site publishes, and its address with a content hash, so a
 * browser's cached copy is never older than the page that asks for it.
 */
export function directoryList(points: readonly DirectoryPoint[]): { json: string; url: string } {
  const json = JSON.stringify(points);
  const version = createHash('sha256').update(json).digest('hex').slice(0, 12);
  return { json, url: `/${DIRECTORY_LIST_FILE}?v=${version}` };
}
