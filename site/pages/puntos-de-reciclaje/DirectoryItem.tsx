import { memo } from 'react';
import { formatDistance } from '../../components/number-format.ts';
import { directionsUrl, hasCoordinates } from '../../map/positions.ts';
import { Contacts } from './Contacts.tsx';
import { OpenBadge } from './OpenBadge.tsx';
import { placeText, scheduleText } from './point-text.ts';
import type { DirectoryPoint } from './types.ts';

interface Props {
  point: DirectoryPoint;
  /** Distance from the visitor ("Cerca de mí"), or null. */
  km: number | null;
  active: boolean;
  now: Date | null;
  onShow: (id: string) => void;
}

/** One collection point: type, name, open badge, address, hours, operator, company, contacts. */
export const DirectoryItem = memo(function DirectoryItem({ point, km, active, now, onShow }: Props) {
  const headingId = `punto-${point.id}-nombre`;
  return (
    <li id={`punto-${point.id}`} className="directory-item" data-point-id={point.id} aria-current={active ? 'true' : undefined}>
      <article aria-labelledby={headingId}>
        <p className="directory-type">{point.type}</p>
        <h3 id={headingId}>{point.name}</h3>
        <OpenBadge schedule={point.schedule} now={now} />
        {km !== null && <p className="directory-distance">A {formatDistance(km)} de tu ubicación</p>}
        <dl className="directory-facts">
          <dt>Dirección</dt>
          <dd>{placeText(point)}</dd>
          <dt>Días y horario</dt>
          <dd>{scheduleText(point)}</dd>
          {point.operacion && (
            <>
              <dt>Opera</dt>
              <dd>{point.operacion}</dd>
            </>
          )}
          {point.empresa && (
            <>
              <dt>Empresa</dt>
              <dd>{point.empresa}</dd>
            </>
          )}
          <dt>Contacto</dt>
          <Contacts point={point} />
        </dl>
        {hasCoordinates(point) ? (
          <div className="directory-actions">
            <button type="button" className="button button-secondary" onClick={() => onShow(point.id)} aria-label={`Ver en el mapa: ${point.name}`}>
              Ver en el mapa
            </button>
            <a
              className="button button-secondary"
              href={directionsUrl(point)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Cómo llegar a ${point.name} (se abre en una pestaña nueva)`}
            >
              Cómo llegar
            </a>
          </div>
        ) : (
          <p className="point-missing">Ubicación no disponible</p>
        )}
      </article>
    </li>
  );
});
