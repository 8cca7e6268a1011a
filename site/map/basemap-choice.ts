import type { ErrorEvent, Map as MapLibreMap, RequestTransformFunction, StyleSpecification } from 'maplibre-gl';
import type { MapStyleChoice } from '../config/map-style.ts';
import { type FallbackReason, type StyleWatch, watchStyle } from './fallback.ts';
import { POINTS_SOURCE } from './layers.ts';

/** The base map under the points: the street style, the offline map (chosen, or after the street style failed), or not decided yet. */
export type Basemap = 'loading' | 'streets' | 'offline' | 'fallback';

/** The base map a new map starts with, and what it records of the street style's requests. */
export interface BasemapStart {
  /** The street style's URL; null when the map starts on the offline map. */
  remote: string | null;
  basemap: Basemap;
  /** Remembers the street style's TileJSON and tile requests, to see when the network answers one. */
  transformRequest: RequestTransformFunction;
  tileHostUrls: ReadonlySet<string>;
}

/** Step 1, before the map exists: the street style chosen at build time, unless the browser knows it is offline. */
export function chooseBasemap(choice: MapStyleChoice, online: boolean): BasemapStart {
  const remote = choice.kind === 'remote' && online ? choice.url : null;
  const tileHostUrls = new Set<string>();
  return {
    remote,
    basemap: remote ? 'loading' : choice.kind === 'remote' ? 'fallback' : 'offline',
    tileHostUrls,
    transformRequest: (url, resourceType) => {
      if (remote && (resourceType === 'Source' || resourceType === 'Tile') && tileHostUrls.size < 500) tileHostUrls.add(url);
      return { url };
    },
  };
}

/**
 * Step 2, once the map exists: follows the street style until it works (`streets`) or gives way
 * to the offline map (`fallback`; see fallback.ts). Its errors are handled here, so MapLibre logs
 * none of them; after the outcome, map errors are logged as warnings. Returns the function that
 * stops following (the map is going away).
 */
export function followBasemap(map: MapLibreMap, start: BasemapStart, offline: () => StyleSpecification, onChange: (basemap: Basemap) => void): () => void {
  const { remote, tileHostUrls } = start;
  const fallBack = (reason: FallbackReason) => {
    console.warn(`Mapa de calles no disponible (${reason === 'deadline' ? 'sin respuesta' : 'error de carga'}): se muestra el mapa sin conexión`);
    onChange('fallback');
    map.setStyle(offline(), { diff: false });
  };
  const watch: StyleWatch | null = remote ? watchStyle(fallBack) : null;
  const pending = () => watch?.outcome === 'pending';
  const settled = () => {
    if (watch?.outcome === 'worked') onChange('streets');
  };
  const stopAnswers = watch && remote ? watchAnswers(watch, remote, tileHostUrls) : () => {};
  const fromStyle = (sourceId: string | undefined) => sourceId !== POINTS_SOURCE;
  map.on('error', (event: ErrorEvent & { sourceId?: string }) => {
    if (pending() && fromStyle(event.sourceId)) watch?.failed();
    else if (!pending()) console.warn('Mapa:', event.error.message);
  });
  map.on('sourcedata', (event) => {
    if (!pending() || !event.tile || !fromStyle(event.sourceId)) return;
    watch?.tileLoaded();
    settled();
  });
  map.on('style.load', () => {
    if (!pending()) return;
    watch?.styleLoaded();
    settled();
  });
  return () => {
    watch?.stop();
    stopAnswers();
  };
}

/**
 * The network's answers, from the page's resource timing: a style or tile host that answered
 * stops the clock even when a busy phone takes long to draw it (see fallback.ts). Vector tiles
 * are fetched by MapLibre's worker and never show here; their TileJSON does.
 */
function watchAnswers(watch: StyleWatch, remote: string, tileHostUrls: ReadonlySet<string>): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => {};
  const answers = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      const ok = entry.responseStatus >= 200 && entry.responseStatus < 400;
      if (!ok || watch.outcome !== 'pending') continue;
      if (entry.name === remote) watch.styleAnswered();
      else if (tileHostUrls.has(entry.name)) watch.tileAnswered();
    }
    if (watch.outcome !== 'pending') answers.disconnect();
  });
  answers.observe({ type: 'resource', buffered: true });
  return () => answers.disconnect();
}
