import { type MapProps, usePointsMap } from './usePointsMap.ts';
import './map.css';

/** A map of points, clustered when zoomed out, with a status line while it loads or if it cannot (usePointsMap.ts runs it). */
export function PointsMap({ label, ...props }: MapProps) {
  const { containerRef, state, basemap } = usePointsMap(props);
  return (
    <section className="points-map" aria-label={label} data-state={state} data-basemap={basemap}>
      <div ref={containerRef} className="points-map-canvas" />
      <p className="points-map-note" role="status">
        {basemap === 'fallback' ? 'Sin conexión al mapa de calles: se muestra un mapa simple.' : ''}
      </p>
      {state !== 'ready' && (
        <p className="points-map-status" aria-live="polite">
          {state === 'failed' ? 'No pudimos cargar el mapa. La lista de puntos sigue disponible.' : 'Cargando mapa…'}
        </p>
      )}
    </section>
  );
}
