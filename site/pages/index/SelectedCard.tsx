import type { RefObject } from 'react';
import { boxSize } from '../../../pipeline/schema/content/picture-boxes.ts';
import { directionsUrl } from '../../map/positions.ts';
import type { LocatorPoint } from './types.ts';

interface Props {
  point: LocatorPoint & { lat: number; lng: number };
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Shown while the list is closed. */
  onReopen: (() => void) | null;
}

/** The chosen point: name, address, directions and a way back to the list. */
export function SelectedCard({ point, headingRef, onReopen }: Props) {
  return (
    <div className="locator-card">
      <img className="locator-card-icon" src={point.iconUrl} alt="" {...boxSize('mapIcon')} />
      <div className="locator-card-body">
        <p className="locator-card-label">Punto elegido</p>
        <h3 ref={headingRef} tabIndex={-1}>
          {point.name}
        </h3>
        <p className="locator-card-address">
          {point.address ? `${point.address}, ` : ''}
          {point.comuna}, {point.region}
        </p>
        <div className="locator-card-actions">
          <a className="button" href={directionsUrl(point)} target="_blank" rel="noopener noreferrer">
            Cómo llegar <span className="visually-hidden">(se abre en una pestaña nueva)</span>
          </a>
          {onReopen && (
            <button type="button" className="button button-secondary" onClick={onReopen}>
              Ver la lista
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
