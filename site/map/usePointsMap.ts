import type { ErrorEvent, GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { type FallbackReason, type StyleWatch, watchStyle } from './fallback.ts';
import { addPointLayers, POINTS_SOURCE } from './layers.ts';
import { prefersReducedMotion } from '../components/reduced-motion.ts';

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

/** The base map under the points: the street style, the offline map (chosen, or after the street style failed), or not decided yet. */
type Basemap = 'loading' | 'streets' | 'offline' | 'fallback';

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

export interface MapProps {
  points: readonly MapPoint[];
  /** The chosen point: the map centres on it at zoom 15 and drops a marker titled with its name. */
  selected: MapPoint | null;
  initial: { lat: number; lng: number; zoom: number };
  /** Accessible name of the map region. */
  label: string;
  /** A point chosen on the map itself. */
  onSelect?: (id: string) => void;
}

/**
 * The MapLibre map behind PointsMap: created once, when its container enters the viewport
 * (MapLibre is downloaded only then), with the points clustered when zoomed out, the chosen point
 * centred at zoom 15 with a marker titled with its name, and the street style falling back to the
 * offline map. The container carries `data-center` and `data-zoom` so people and tests can read
 * where the map is, and `data-idle` once MapLibre has drawn everything it asked for (a click then
 * hits what the visitor sees).
 */
export function usePointsMap({ points, selected, initial, onSelect }: Omit<MapProps, 'label'>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const libRef = useRef<typeof import('maplibre-gl') | null>(null);
  // The view the map opens with; later changes of `initial` do not move a map already shown.
  const initialRef = useRef(initial);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  // The latest points: a base map swapped after they changed gets them, not the first ones.
  const pointsRef = useRef(points);
  pointsRef.current = points;
  const [state, setState] = useState<'waiting' | 'loading' | 'ready' | 'failed'>('waiting');
  const [basemap, setBasemap] = useState<Basemap>('loading');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let watch: StyleWatch | null = null;
    let stopAnswers = () => {};
    const start = async () => {
      setState('loading');
      try {
        const { loadMapLibre, mapStyleChoice, offlineMapStyle } = await import('./load.ts');
        const maplibre = await loadMapLibre();
        if (cancelled) return;
        libRef.current = maplibre;
        const choice = mapStyleChoice();
        // A browser that knows it is offline goes straight to the offline map.
        const remote = choice.kind === 'remote' && navigator.onLine !== false ? choice.url : null;
        // The street style's TileJSON and tile requests, to see when the network answers one (below).
        const tileHostUrls = new Set<string>();
        const map = new maplibre.Map({
          container,
          style: remote ?? offlineMapStyle(),
          transformRequest: (url, resourceType) => {
            if (remote && (resourceType === 'Source' || resourceType === 'Tile') && tileHostUrls.size < 500) tileHostUrls.add(url);
            return { url };
          },
          center: [initialRef.current.lng, initialRef.current.lat],
          zoom: initialRef.current.zoom,
          attributionControl: { compact: true },
          canvasContextAttributes: { preserveDrawingBuffer: true },
        });
        mapRef.current = map;
        setBasemap(remote ? 'loading' : choice.kind === 'remote' ? 'fallback' : 'offline');
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');

        // A street style that cannot load (offline, blocked, no answer) gives way to the offline
        // map (see fallback.ts). Its errors are handled here, so MapLibre logs none of them.
        const fallBack = (reason: FallbackReason) => {
          if (cancelled) return;
          console.warn(`Mapa de calles no disponible (${reason === 'deadline' ? 'sin respuesta' : 'error de carga'}): se muestra el mapa sin conexión`);
          setBasemap('fallback');
          map.setStyle(offlineMapStyle(), { diff: false });
        };
        watch = remote ? watchStyle(fallBack) : null;
        // The network's answers, from the page's resource timing: a style or tile host that answered
        // stops the clock even when a busy phone takes long to draw it (see fallback.ts). Vector
        // tiles are fetched by MapLibre's worker and never show here; their TileJSON does.
        if (watch && typeof PerformanceObserver !== 'undefined') {
          const answers = new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
              const ok = entry.responseStatus >= 200 && entry.responseStatus < 400;
              if (!ok || watch?.outcome !== 'pending') continue;
              if (entry.name === remote) watch.styleAnswered();
              else if (tileHostUrls.has(entry.name)) watch.tileAnswered();
            }
            if (watch?.outcome !== 'pending') answers.disconnect();
          });
          answers.observe({ type: 'resource', buffered: true });
          stopAnswers = () => answers.disconnect();
        }
        const fromStyle = (sourceId: string | undefined) => sourceId !== POINTS_SOURCE;
        map.on('error', (event: ErrorEvent & { sourceId?: string }) => {
          if (watch?.outcome === 'pending' && fromStyle(event.sourceId)) watch.failed();
          else if (watch?.outcome !== 'pending') console.warn('Mapa:', event.error.message);
        });
        const settled = () => {
          if (watch?.outcome === 'worked') setBasemap('streets');
        };
        map.on('sourcedata', (event) => {
          if (watch?.outcome !== 'pending' || !event.tile || !fromStyle(event.sourceId)) return;
          watch.tileLoaded();
          settled();
        });

        const report = () => {
          const c = map.getCenter();
          container.dataset.center = `${c.lat.toFixed(5)},${c.lng.toFixed(5)}`;
          container.dataset.zoom = map.getZoom().toFixed(2);
        };
        map.on('moveend', report);
        const busy = () => delete container.dataset.idle;
        map.on('movestart', busy);
        map.on('dataloading', busy);
        map.on('idle', () => (container.dataset.idle = 'true'));
        // Every style that loads (the street style, or the offline map after a fall back) gets the points on top.
        map.on('style.load', () => {
          if (watch?.outcome === 'pending') {
            watch.styleLoaded();
            settled();
          }
          addPointLayers(map, toGeoJson(pointsRef.current));
          report();
          setState('ready');
        });
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
          if (id) onSelectRef.current?.(id);
        });
        for (const layer of ['clusters', 'point']) {
          map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
          map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
        }
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
      watch?.stop();
      stopAnswers();
      observer.disconnect();
      markerRef.current?.remove();
      mapRef.current?.remove();
      mapRef.current = null;
    };
    // The map is created once; points and selection are applied by the effects below.
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (state !== 'ready' || !map) return;
    (map.getSource(POINTS_SOURCE) as GeoJSONSource | undefined)?.setData(toGeoJson(points));
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

  return { containerRef, state, basemap };
}
