import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { type Basemap, chooseBasemap, followBasemap } from './basemap-choice.ts';
import { bindPointClicks, type MapPoint, markView, showSelected, toGeoJson } from './interaction.ts';
import { addPointLayers, POINTS_SOURCE } from './layers.ts';

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

/** Runs `start` once `element` scrolls into view; returns the function that stops waiting. */
function whenVisible(element: Element, start: () => void): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    start();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * The MapLibre map behind PointsMap, in named steps: it waits until its container scrolls into
 * view (MapLibre is downloaded only then: on a phone the directory's map sits below the first
 * screen, and starting it early would delay everything else), chooses and follows its base map
 * (basemap-choice.ts: the street style, falling back to the offline map), marks where it is
 * (interaction.ts `markView`), draws the points clustered when zoomed out (layers.ts) and answers
 * clicks; the selection is shown by the last effect (a marker, centred at zoom 15).
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
    let stopBasemap = () => {};
    const start = async () => {
      setState('loading');
      try {
        const { loadMapLibre, mapStyleChoice, offlineMapStyle } = await import('./load.ts');
        const maplibre = await loadMapLibre();
        if (cancelled) return;
        libRef.current = maplibre;
        const base = chooseBasemap(mapStyleChoice(), navigator.onLine !== false);
        const { lat, lng, zoom } = initialRef.current;
        const map = new maplibre.Map({
          container,
          style: base.remote ?? offlineMapStyle(),
          transformRequest: base.transformRequest,
          center: [lng, lat],
          zoom,
          attributionControl: { compact: true },
          canvasContextAttributes: { preserveDrawingBuffer: true },
        });
        mapRef.current = map;
        setBasemap(base.basemap);
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
        stopBasemap = followBasemap(map, base, offlineMapStyle, (next) => {
          if (!cancelled) setBasemap(next);
        });
        markView(map, container);
        // Every style that loads (the street style, or the offline map after a fall back) gets the points on top.
        map.on('style.load', () => {
          addPointLayers(map, toGeoJson(pointsRef.current));
          setState('ready');
        });
        bindPointClicks(map, (id) => onSelectRef.current?.(id));
      } catch (error) {
        console.error('No se pudo cargar el mapa', error);
        if (!cancelled) setState('failed');
      }
    };
    const stopWaiting = whenVisible(container, () => void start());
    return () => {
      cancelled = true;
      stopWaiting();
      stopBasemap();
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
    markerRef.current = showSelected(maplibre, map, selected, markerRef.current);
  }, [selected, state]);

  return { containerRef, state, basemap };
}
