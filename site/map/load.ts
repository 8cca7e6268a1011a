import basemapUrl from '../../generated/map/basemap.json?url';
import type { StyleSpecification } from 'maplibre-gl';
import { offlineStyle } from './style.ts';

/**
 * Loads MapLibre and its worker only when a map is about to be shown: pages without a map
 * never download it. VITE_MAP_STYLE_URL switches to a real vector-tile style.
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

/** The style URL from the build's environment, or the offline style. */
export function mapStyle(): string | StyleSpecification {
  const url = import.meta.env.VITE_MAP_STYLE_URL;
  return url ? url : offlineStyle(new URL(basemapUrl, window.location.href).href);
}
