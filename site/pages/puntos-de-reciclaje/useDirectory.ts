import { useCallback, useMemo, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../components/reduced-motion.ts';
import type { MapPoint } from '../../map/interaction.ts';
import { hasCoordinates, toMapPoint } from '../../map/positions.ts';
import { rank } from '../../points/list.ts';
import { orderText } from '../../points/order.ts';
import { writePointParam } from '../../points/url.ts';
import { useNearMe } from '../../points/useNearMe.ts';
import { usePointFromLink } from '../../points/usePointFromLink.ts';
import { usePrepared } from '../../points/usePrepared.ts';
import { createDirectoryFilter, type DirectoryFilters, NO_FILTERS, optionsForRegion, DIRECTORY_PAGE as PAGE } from './filters.ts';
import { markerIcon } from './point-text.ts';
import type { DirectoryProps } from './types.ts';
import { useDirectoryList } from './useDirectoryList.ts';
import { useNow } from './useNow.ts';

/**
 * The directory's state (Directory.tsx draws it): the list (its first page until the whole list is
 * in), the filters and their results, the order (nearest central Santiago, or the visitor), the
 * chosen point and `?punto=<id>` links, and the map's points.
 */
export function useDirectory({ first, total, options: allOptions, listUrl, icons, regions }: DirectoryProps) {
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
  const linkMissing = useCallback(() => setNote('No encontramos el punto del enlace. Usa los filtros para buscarlo.'), []);
  usePointFromLink(complete, byId, select, linkMissing, mapRef);

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

  return {
    complete,
    points,
    list,
    retry,
    nearMe,
    sorted,
    order,
    filters,
    options,
    update,
    found,
    results,
    shown,
    distances,
    now,
    mapRef,
    mapPoints,
    selected,
    chosen,
    selectedId,
    note,
    select,
    showOnMap,
    more: () => setLimit((value) => value + PAGE),
  };
}
