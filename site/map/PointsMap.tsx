import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import './map.css';

/** A point the map can show: only points with coordinates reach it. */
export interface MapPoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** Marker icon (40×50). */
  iconUrl: string;
}

interface Props {
  points: readonly MapPoint[];
  /** The chosen point: the map centres on it at zoom 15 and drops a marker titled with its name. */
  selected: MapPoint | null;
  initial: { lat: number; lng: number; zoom: number };
  /** Accessible name of the map region. */
  label: string;
  /** A point chosen on the map itself. */
  onSelect?: (id: string) => void;
}

export const SELECTED_ZOOM = 15;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function toGeoJson(points: readonly MapPoint[]) {
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
 * A MapLibre map of points, clustered when zoomed out. MapLibre is downloaded only when the
 * map enters the viewport. The container carries `data-center` and `data-zoom` so
 * people and tests can read where the map is.
 */
export function PointsMap({ points, selected, initial, label, onSelect }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const libRef = useRef<typeof import('maplibre-gl') | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const [state, setState] = useState<'waiting' | 'loading' | 'ready' | 'failed'>('waiting');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    const start = async () => {
      setState('loading');
      try {
        const { loadMapLibre, mapStyle } = await import('./load.ts');
        const maplibre = await loadMapLibre();
        if (cancelled) return;
        libRef.current = maplibre;
        const map = new maplibre.Map({
          container,
          style: mapStyle(),
          center: [initial.lng, initial.lat],
          zoom: initial.zoom,
          attributionControl: { compact: true },
          canvasContextAttributes: { preserveDrawingBuffer: true },
        });
        mapRef.current = map;
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
        const report = () => {
          const c = map.getCenter();
          container.dataset.center = `${c.lat.toFixed(5)},${c.lng.toFixed(5)}`;
          container.dataset.zoom = map.getZoom().toFixed(2);
        };
        map.on('moveend', report);
        map.on('load', () => {
          map.addSource('points', { type: 'geojson', data: toGeoJson(points), cluster: true, clusterRadius: 45, clusterMaxZoom: 12 });
          map.addLayer({
            id: 'clusters',
            type: 'circle',
            source: 'points',
            filter: ['has', 'point_count'],
            paint: {
              'circle-color': '#0b5cab',
              'circle-stroke-color': '#fff',
              'circle-stroke-width': 2,
              'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 50, 24],
            },
          });
          map.addLayer({
            id: 'cluster-count',
            type: 'symbol',
            source: 'points',
            filter: ['has', 'point_count'],
            layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-size': 13, 'text-font': ['system-ui'] },
            paint: { 'text-color': '#fff' },
          });
          map.addLayer({
            id: 'point',
            type: 'circle',
            source: 'points',
            filter: ['!', ['has', 'point_count']],
            paint: { 'circle-color': '#1f8a5b', 'circle-radius': 7, 'circle-stroke-color': '#fff', 'circle-stroke-width': 2 },
          });
          map.on('click', 'clusters', async (event) => {
            const feature = event.features?.[0];
            const clusterId = feature?.properties?.cluster_id as number | undefined;
            if (!feature || clusterId === undefined || feature.geometry.type !== 'Point') return;
            const zoom = await (map.getSource('points') as GeoJSONSource).getClusterExpansionZoom(clusterId);
            const [lng = 0, lat = 0] = feature.geometry.coordinates;
            map.easeTo({ center: [lng, lat], zoom, animate: !prefersReducedMotion() });
          });
          map.on('click', 'point', (event) => {
            const id = event.features?.[0]?.properties?.id as string | undefined;
            if (id) onSelectRef.current?.(id);
          });
          for (const layer of ['clusters', 'point']) {
            map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
            map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
          }
          report();
          setState('ready');
        });
      } catch (error) {
        console.error('No se pudo cargar el mapa', error);
        if (!cancelled) setState('failed');
      }
    };
    // Download MapLibre only when the map scrolls into view: on a phone the directory's map sits
    // just below the first screen, and fetching and starting MapLibre (about 300 KB compressed
    // and seconds of main-thread work on a mid-range phone) while the visitor reads the filters
    // would delay everything else on the page.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void start();
        }
      },
      { rootMargin: '0px' },
    );
    observer.observe(container);
    return () => {
      cancelled = true;
      observer.disconnect();
      markerRef.current?.remove();
      mapRef.current?.remove();
      mapRef.current = null;
    };
    // The map is created once; points and selection are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (state !== 'ready' || !map) return;
    (map.getSource('points') as GeoJSONSource | undefined)?.setData(toGeoJson(points));
  }, [points, state]);

  useEffect(() => {
    const map = mapRef.current;
    const maplibre = libRef.current;
    if (state !== 'ready' || !map || !maplibre) return;
    markerRef.current?.remove();
    markerRef.current = null;
    if (!selected) return;
    const element = document.createElement('img');
    element.src = selected.iconUrl;
    element.width = 40;
    element.height = 50;
    element.alt = '';
    element.title = selected.name;
    element.className = 'map-marker';
    markerRef.current = new maplibre.Marker({ element, anchor: 'bottom' }).setLngLat([selected.lng, selected.lat]).addTo(map);
    const target = { center: [selected.lng, selected.lat] as [number, number], zoom: SELECTED_ZOOM };
    if (prefersReducedMotion()) map.jumpTo(target);
    else map.flyTo({ ...target, speed: 1.6 });
  }, [selected, state]);

  return (
    <div className="points-map" role="region" aria-label={label} data-state={state}>
      <div ref={containerRef} className="points-map-canvas" />
      {state !== 'ready' && (
        <p className="points-map-status" aria-live="polite">
          {state === 'failed' ? 'No pudimos cargar el mapa. La lista de puntos sigue disponible.' : 'Cargando mapa…'}
        </p>
      )}
    </div>
  );
}
