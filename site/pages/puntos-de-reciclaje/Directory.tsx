import { formatCount } from '../../components/number-format.ts';
import { PointsMap } from '../../map/PointsMap.tsx';
import { hasCoordinates } from '../../map/positions.ts';
import { SANTIAGO_CENTRE } from '../../points/order.ts';
import { ResultCount } from '../../points/ResultCount.tsx';
import { resultsLabel } from '../../points/search.ts';
import { NEAR_ME_MESSAGES } from '../../points/useNearMe.ts';
import { DirectoryItem } from './DirectoryItem.tsx';
import { Filters } from './Filters.tsx';
import { NO_FILTERS, withRegion } from './filters.ts';
import { SelectedPoint } from './SelectedPoint.tsx';
import type { DirectoryProps } from './types.ts';
import { useDirectory } from './useDirectory.ts';
import '../../points/points.css';
import './directory.css';

/** All of Chile in view, centred on Santiago. */
export const DIRECTORY_START = { ...SANTIAGO_CENTRE, zoom: 6 };

const count = (n: number) => resultsLabel(n, 'punto de reciclaje', 'puntos de reciclaje');
const shownCount = (n: number) => resultsLabel(n, 'punto', 'puntos');

/**
 * The directory: filters, a map of the results and their list, with `?punto=<id>` links. The
 * page starts with the list's first page; the filters, "Mostrar más", "Cerca de mí" and links
 * to a point wait for the whole list. The list comes nearest central Santiago first (as built),
 * or nearest the visitor once they give their position.
 */
export function Directory(props: DirectoryProps) {
  const { first } = props;
  const d = useDirectory(props);

  return (
    <div className="directory">
      <Filters
        filters={d.filters}
        options={d.options}
        onChange={(change) => d.update({ ...d.filters, ...change })}
        onRegion={(region) => d.update(withRegion(d.filters, d.points, region))}
        onReset={() => d.update(NO_FILTERS)}
        disabled={!d.complete}
      />
      <ResultCount text={count(d.found)} className="directory-count" testId="directory-announced" />
      <div className="directory-order">
        <p className="list-order">{d.order}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={d.sorted ? d.nearMe.clear : d.nearMe.locate}
          disabled={!d.complete || d.nearMe.status === 'locating'}
        >
          {d.sorted ? 'Quitar orden por cercanía' : 'Cerca de mí'}
        </button>
        <p className="locator-message" role="status">
          {NEAR_ME_MESSAGES[d.nearMe.status] ?? ''}
        </p>
      </div>
      {d.list.status === 'loading' && (
        <p className="directory-status" role="status">
          Cargando la lista completa para filtrar…
        </p>
      )}
      {d.list.status === 'failed' && (
        <div className="directory-status" role="alert">
          <p>No pudimos cargar la lista completa de puntos: revisa tu conexión. Mientras tanto ves los primeros {shownCount(first.length)}.</p>
          <button type="button" className="button button-secondary" onClick={d.retry}>
            Reintentar
          </button>
        </div>
      )}
      <div className="directory-layout">
        <div ref={d.mapRef} className="directory-map">
          <PointsMap points={d.mapPoints} selected={d.selected} initial={DIRECTORY_START} label="Mapa de puntos de reciclaje" onSelect={d.select} />
          <p className="locator-note" role="status">
            {d.note}
          </p>
          {d.chosen && hasCoordinates(d.chosen) && <SelectedPoint point={d.chosen} />}
        </div>
        <div className="directory-results">
          <h2 className="visually-hidden">Listado de puntos</h2>
          {d.results.length === 0 && <p className="locator-empty">No hay puntos con estos filtros. Prueba con otra comuna o limpia los filtros.</p>}
          <ul className="directory-list">
            {d.shown.map((point) => (
              <DirectoryItem
                key={point.id}
                point={point}
                km={d.distances.get(point.id) ?? null}
                active={point.id === d.selectedId}
                now={d.now}
                onShow={d.showOnMap}
              />
            ))}
          </ul>
          {d.found - d.shown.length > 0 && (
            <button type="button" className="button button-secondary point-more" disabled={!d.complete} onClick={d.more}>
              Mostrar más ({formatCount(d.found - d.shown.length)} restantes)
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
