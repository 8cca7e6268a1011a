import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { prefersReducedMotion } from '../components/reduced-motion.ts';
import { POINTS_SOURCE } from './layers.ts';

/** A point the map can show: only points with coordinates reach it. */
export interface MapPoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** Marker icon (40×50). */
  iconUrl: string;
}

const SELECTED_ZOOM = 15;

/** The points as the GeoJSON the map's source takes. */
export function toGeoJson(points: readonly MapPoint[]) {
  return {
    type: 'FeatureCollection' as const,
    features: points.map((p) => ({
      type: 'Feature' as const,
      properties: { id: p.id, name: p.name },
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
    })),
  };
}

/**
 * Where the map is, on its container, for people and tests: `data-center` and `data-zoom` after
 * every move, and `data-idle` once MapLibre has drawn everything it asked for (a click then hits
 * what the visitor sees).
 */
export function markView(map: MapLibreMap, container: HTMLElement): void {
  const report = () => {
    const c = map.getCenter();
    container.dataset.center = `${c.lat.toFixed(5)},${c.lng.toFixed(5)}`;
    container.dataset.zoom = map.getZoom().toFixed(2);
  };
  map.on('moveend', report);
  map.on('style.load', report);
  const busy = () => delete container.dataset.idle;
  map.on('movestart', busy);
  map.on('dataloading', busy);
  map.on('idle', () => (container.dataset.idle = 'true'));
}

/** A click on a cluster zooms in to where it splits; a click on a point chooses it; both show a pointer. */
export function bindPointClicks(map: MapLibreMap, onSelect: (id: string) => void): void {
  map.on('click', 'clusters', async (event) => {
    const feature = event.features?.[0];
    const clusterId = feature?.properties?.cluster_id as number | undefined;
    if (!feature || clusterId === undefined || feature.geometry.type !== 'Point') return;
    const zoom = await (map.getSource(POINTS_SOURCE) as GeoJSONSource).getClusterExpansionZoom(clusterId);
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    map.easeTo({ center: [lng, lat], zoom, animate: !prefersReducedMotion() });
  });
  map.on('click', 'point', (event) => {
    const id = event.features?.[0]?.properties?.id as string | undefined;
    if (id) onSelect(id);
  });
  for (const layer of ['clusters', 'point']) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
  }
}

/**
 * The chosen point: a marker titled with its name, and the map centred on it at zoom 15 (a jump
 * when the visitor asks for reduced motion, a flight otherwise). Returns the new marker, or null.
 */
export function showSelected(maplibre: typeof import('maplibre-gl'), map: MapLibreMap, selected: MapPoint | null, previous: Marker | null): Marker | null {
  previous?.remove();
  if (!selected) return null;
  const element = document.createElement('img');
  element.src = selected.iconUrl;
  element.width = 40;
  element.height = 50;
  element.alt = '';
  element.title = selected.name;
  element.className = 'map-marker';
  const marker = new maplibre.Marker({ element, anchor: 'bottom' }).setLngLat([selected.lng, selected.lat]).addTo(map);
  const target = { center: [selected.lng, selected.lat] as [number, number], zoom: SELECTED_ZOOM };
  if (prefersReducedMotion()) map.jumpTo(target);
  else map.flyTo({ ...target, speed: 1.6 });
  return marker;
}
