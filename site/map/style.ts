import type { StyleSpecification } from 'maplibre-gl';

/**
 * The default, offline map style: sea, land from the pipeline's Natural Earth base map
 * (Chile highlighted) and country borders. No key, no network beyond this site.
 * Colours keep the points and clusters the most visible thing on the map.
 */
export function offlineStyle(basemapUrl: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      basemap: { type: 'geojson', data: basemapUrl, attribution: 'Natural Earth' },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#cfe5f6' } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        paint: { 'fill-color': ['case', ['get', 'chile'], '#fbf6e9', '#ece7da'] },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        paint: { 'line-color': '#9a8f78', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.5, 12, 1.5] },
      },
    ],
  };
}
