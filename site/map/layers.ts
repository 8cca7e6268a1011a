import type { GeoJSONSourceSpecification, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';

/** The id of the site's own source and layers, added on top of whichever base map is shown. */
export const POINTS_SOURCE = 'points';
export const POINT_LAYERS = ['clusters', 'cluster-count', 'point'] as const;

/**
 * The font for the cluster counts. A style with no `glyphs` URL (the offline map) draws text
 * with the browser's own fonts; a style with one serves only its own font stacks, so the counts
 * use the first stack the style's labels use (a font it does not have would be a failed request
 * per count). Null when the style names none: the clusters then show no count.
 */
export function labelFont(style: Pick<StyleSpecification, 'glyphs' | 'layers'>): string[] | null {
  if (!style.glyphs) return ['system-ui'];
  for (const layer of style.layers) {
    if (layer.type !== 'symbol') continue;
    const font: unknown = layer.layout?.['text-font'];
    const stack = Array.isArray(font) && font[0] === 'literal' ? font[1] : font;
    if (Array.isArray(stack) && stack.length > 0 && stack.every((name) => typeof name === 'string')) return stack as string[];
  }
  return null;
}

/** Adds the points (clustered when zoomed out) over the current style. */
export function addPointLayers(map: MapLibreMap, data: GeoJSONSourceSpecification['data']): void {
  map.addSource(POINTS_SOURCE, { type: 'geojson', data, cluster: true, clusterRadius: 45, clusterMaxZoom: 12 });
  map.addLayer({
    id: 'clusters',
    type: 'circle',
    source: POINTS_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#0b5cab',
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 2,
      'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 50, 24],
    },
  });
  const font = labelFont(map.getStyle());
  if (font) {
    map.addLayer({
      id: 'cluster-count',
      type: 'symbol',
      source: POINTS_SOURCE,
      filter: ['has', 'point_count'],
      layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-size': 13, 'text-font': font, 'text-allow-overlap': true },
      paint: { 'text-color': '#fff' },
    });
  }
  map.addLayer({
    id: 'point',
    type: 'circle',
    source: POINTS_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: { 'circle-color': '#1f8a5b', 'circle-radius': 7, 'circle-stroke-color': '#fff', 'circle-stroke-width': 2 },
  });
}
