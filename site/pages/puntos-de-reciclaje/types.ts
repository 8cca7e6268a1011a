import type { CollectionPoint } from '../../../pipeline/schema/collection-point.ts';
import type { SearchRegion } from '../../points/regions.ts';

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

export interface FilterOptions {
  regions: readonly string[];
  comunas: readonly string[];
  types: readonly string[];
  empresas: readonly string[];
}

export interface DirectoryProps {
  /** The list's first page, prerendered and hydrated. */
  first: readonly DirectoryPoint[];
  /** How many points the whole list has. */
  total: number;
  /** The filters' options over the whole list, with no region chosen. */
  options: FilterOptions;
  /** The whole list, fetched once the page has loaded. */
  listUrl: string;
  icons: MarkerIcons;
  /** The regions with every name people use for them, for the text search. */
  regions: readonly SearchRegion[];
}
