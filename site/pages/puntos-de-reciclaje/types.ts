import type { CollectionPoint } from '../../../pipeline/schema/collection-point.ts';

/** A collection point as the directory page receives it: only what the page shows or filters on. */
export type DirectoryPoint = Pick<
  CollectionPoint,
  | 'id'
  | 'type'
  | 'region'
  | 'regionCode'
  | 'comuna'
  | 'name'
  | 'address'
  | 'lat'
  | 'lng'
  | 'dias'
  | 'horarios'
  | 'schedule'
  | 'operacion'
  | 'empresa'
  | 'supervisors'
  | 'phones'
  | 'emails'
>;

/** Marker icon URLs (40×50) by kind of point. */
export interface MarkerIcons {
  puntoLimpio: string;
  puntoVerde: string;
  contenedor: string;
}
