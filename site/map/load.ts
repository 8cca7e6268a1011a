import type { StyleSpecification } from 'maplibre-gl';
import basemapUrl from '../../generated/map/basemap.json?url';
import type { MapStyleChoice } from '../config/map-style.ts';
import { SITE_CONFIG } from '../config/site-config.ts';
import { offlineStyle } from './style.ts';

/**
 * Loads MapLibre and its worker only when a map is about to be shown: pages without a map
 * never download it.
 */
export async function loadMapLibre() {
  const [maplibre, worker] = await Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  maplibre.setWorkerUrl(worker.default);
  return maplibre;
}

/** The style chosen at build time by VITE_MAP_STYLE_URL (config/map-style.ts). */
export function mapStyleChoice(): MapStyleChoice {
  return SITE_CONFIG.mapStyle;
}

/** The offline base map: the pipeline's Natural Earth land and borders, served by the site itself. */
export function offlineMapStyle(): StyleSpecification {
  return offlineStyle(new URL(basemapUrl, window.location.href).href);
}
