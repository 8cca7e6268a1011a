import { directionsUrl } from '../../map/positions.ts';
import { placeText, scheduleText } from './point-text.ts';
import type { DirectoryPoint } from './types.ts';

/** Under the map: the chosen point in short, with a link to its full entry in the list. */
export function SelectedPoint({ point }: { point: DirectoryPoint & { lat: number; lng: number } }) {
  return (
    <div className="locator-card directory-selected">
      <div className="locator-card-body">
        <p className="locator-card-label">Punto elegido · {point.type}</p>
        <p className="directory-selected-name">{point.name}</p>
        <p className="locator-card-address">
          {placeText(point)} · {scheduleText(point)}
        </p>
        <div className="locator-card-actions">
          <a className="button button-secondary" href={`#punto-${point.id}`}>
            Ver detalles
          </a>
          <a className="button" href={directionsUrl(point)} target="_blank" rel="noopener noreferrer">
            Cómo llegar <span className="visually-hidden">(se abre en una pestaña nueva)</span>
          </a>
        </div>
      </div>
    </div>
  );
}
