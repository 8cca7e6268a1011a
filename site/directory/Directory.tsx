import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PointsMap } from '../map/PointsMap.tsx';
import type { MapPoint } from '../map/usePointsMap.ts';
import { rank } from '../locator/list.ts';
import { orderText, SANTIAGO_CENTRE } from '../locator/order.ts';
import type { SearchRegion } from '../locator/regions.ts';
import { formatCount } from '../components/numbers.ts';
import { resultsLabel } from '../locator/search.ts';
import { hasCoordinates, toMapPoint } from '../map/positions.ts';
import { NEAR_ME_MESSAGES, useNearMe } from '../locator/useNearMe.ts';
import { prefersReducedMotion } from '../components/reduced-motion.ts';
import { readPointParam, writePointParam } from '../locator/url.ts';
import { ResultCount } from '../locator/ResultCount.tsx';
import { usePrepared } from '../locator/usePrepared.ts';
import { DirectoryItem } from './DirectoryItem.tsx';
import { createDirectoryFilter, DIRECTORY_PAGE as PAGE, type DirectoryFilters, type FilterOptions, NO_FILTERS, optionsForRegion, withRegion } from './filters.ts';
import { Filters } from './Filters.tsx';
import { SelectedPoint } from './SelectedPoint.tsx';
import { markerIcon } from './point-text.ts';
import type { DirectoryPoint, MarkerIcons } from './types.ts';
import { useDirectoryList } from './useDirectoryList.ts';
import { useNow } from './useNow.ts';
import '../locator/locator.css';
import './directory.css';

/** All of Chile in view, centred on Santiago. */
export const DIRECTORY_START = { ...SANTIAGO_CENTRE, zoom: 6 };

const count = (n: number) => resultsLabel(n, 'punto de reciclaje', 'puntos de reciclaje');
const shownCount = (n: number) => resultsLabel(n, 'punto', 'puntos');

interface Props {
  /** The list's first page, prerendered and hydrated. */
  first: readonly DirectoryPoint[];
  /** How many points the whole list has. */
  total: number;
  /** The filters' options over the whole list, with no region chosen. */
  options: FilterOptions;
  /** The whole list, fetched once the page has loaded. */
  listUrl: string;
  icons: MarkerIcons;
  /** The regions with every name people use for them, for the text search. */
  regions: readonly SearchRegion[];
}

/**
 * The directory: filters, a map of the results and their list, with `?punto=<id>` links. The
 * page starts with the list's first page; the filters, "Mostrar más", "Cerca de mí" and links
 * to a point wait for the whole list. The list comes nearest central Santiago first (as built),
 * or nearest the visitor once they give their position.
 */
export function Directory({ first, total, options: allOptions, listUrl, icons, regions }: Props) {
  const { list, retry } = useDirectoryList(listUrl);
  const complete = list.status === 'ready';
  const points = complete ? list.points : first;
  const nearMe = useNearMe();
  const ranked = useMemo(() => (nearMe.origin ? rank(points, nearMe.origin) : null), [points, nearMe.origin]);
  const ordered = useMemo(() => (ranked ? ranked.map((r) => r.point) : points), [ranked, points]);
  const distances = useMemo(() => new Map(ranked?.map((r) => [r.point.id, r.km]) ?? []), [ranked]);
  const filter = useMemo(() => createDirectoryFilter(ordered, regions), [ordered, regions]);
  usePrepared(filter);
  const byId = useMemo(() => new Map(points.map((p) => [p.id, p])), [points]);
  const [filters, setFilters] = useState<DirectoryFilters>(NO_FILTERS);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [note, setNote] = useState('');
  const now = useNow();
  const mapRef = useRef<HTMLDivElement>(null);

  const results = useMemo(() => filter(filters), [filter, filters]);
  // No region can be chosen before the whole list is in (the filters wait for it).
  const options = useMemo(() => optionsForRegion(allOptions, points, filters.region), [allOptions, points, filters.region]);
  const found = complete ? results.length : total;
  const mapPoints = useMemo<MapPoint[]>(
    () => results.filter(hasCoordinates).map(({ id, name, lat, lng, type }) => ({ id, name, lat, lng, iconUrl: markerIcon(type, icons) })),
    [results, icons],
  );
  const chosen = selectedId === null ? null : (byId.get(selectedId) ?? null);
  const selected = useMemo(() => (chosen && hasCoordinates(chosen) ? toMapPoint(chosen, markerIcon(chosen.type, icons)) : null), [chosen, icons]);

  const select = useCallback(
    (id: string) => {
      const point = byId.get(id);
      if (!point) return;
      setSelectedId(id);
      writePointParam(id);
      if (hasCoordinates(point)) setNote('');
      else {
        console.warn('Coordenadas no válidas', id);
        setNote(`«${point.name}» no tiene una ubicación válida en el mapa; sus datos están en la lista.`);
      }
    },
    [byId],
  );

  // Once the whole list is in, `?punto=<id>` selects and centres that point.
  const linkHandled = useRef(false);
  useEffect(() => {
    if (!complete || linkHandled.current) return;
    linkHandled.current = true;
    const id = readPointParam();
    if (id === null) return;
    if (!byId.has(id)) {
      setNote('No encontramos el punto del enlace. Usa los filtros para buscarlo.');
      return;
    }
    select(id);
    mapRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // Only the URL the page was opened with counts (linkHandled).
  }, [complete, byId, select]);

  // "Ver en el mapa" from the list: on phones the map is above the list, so bring it back into view.
  const showOnMap = useCallback(
    (id: string) => {
      select(id);
      mapRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'nearest' });
    },
    [select],
  );

  const order = orderText(nearMe.origin !== null, filter.regionsFor(filters.query));
  const sorted = nearMe.status === 'ready';

  const update = (next: DirectoryFilters) => {
    setFilters(next);
    setLimit(PAGE);
  };
  const page = results.slice(0, limit);
  // A chosen point past the rendered page (e.g. from a link) is shown first, not by rendering everything before it.
  const pinned = chosen !== null && !page.includes(chosen) && results.includes(chosen) ? chosen : null;
  const shown = pinned ? [pinned, ...page] : page;

  return (
    <div className="directory">
      <Filters
        filters={filters}
        options={options}
        onChange={(change) => update({ ...filters, ...change })}
        onRegion={(region) => update(withRegion(filters, points, region))}
        onReset={() => update(NO_FILTERS)}
        disabled={!complete}
      />
      <ResultCount text={count(found)} className="directory-count" testId="directory-announced" />
      <div className="directory-order">
        <p className="list-order">{order}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={sorted ? nearMe.clear : nearMe.locate}
          disabled={!complete || nearMe.status === 'locating'}
        >
          {sorted ? 'Quitar orden por cercanía' : 'Cerca de mí'}
        </button>
        <p className="locator-message" role="status">
          {NEAR_ME_MESSAGES[nearMe.status] ?? ''}
        </p>
      </div>
      {list.status === 'loading' && (
        <p className="directory-status" role="status">
          Cargando la lista completa para filtrar…
        </p>
      )}
      {list.status === 'failed' && (
        <div className="directory-status" role="alert">
          <p>No pudimos cargar la lista completa de puntos: revisa tu conexión. Mientras tanto ves los primeros {shownCount(first.length)}.</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            Reintentar
          </button>
        </div>
      )}
      <div className="directory-layout">
        <div ref={mapRef} className="directory-map">
          <PointsMap points={mapPoints} selected={selected} initial={DIRECTORY_START} label="Mapa de puntos de reciclaje" onSelect={select} />
          <p className="locator-note" role="status">
            {note}
          </p>
          {chosen && hasCoordinates(chosen) && <SelectedPoint point={chosen} />}
        </div>
        <div className="directory-results">
          <h2 className="visually-hidden">Listado de puntos</h2>
          {results.length === 0 && <p className="locator-empty">No hay puntos con estos filtros. Prueba con otra comuna o limpia los filtros.</p>}
          <ul className="directory-list">
            {shown.map((point) => (
              <DirectoryItem key={point.id} point={point} km={distances.get(point.id) ?? null} active={point.id === selectedId} now={now} onShow={showOnMap} />
            ))}
          </ul>
          {found - shown.length > 0 && (
            <button type="button" className="button button-secondary point-more" disabled={!complete} onClick={() => setLimit((value) => value + PAGE)}>
              Mostrar más ({formatCount(found - shown.length)} restantes)
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
