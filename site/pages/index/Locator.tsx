import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapPoint } from '../../map/interaction.ts';
import { PointsMap } from '../../map/PointsMap.tsx';
import { hasCoordinates, toMapPoint } from '../../map/positions.ts';
import { LIST_PAGE, rank } from '../../points/list.ts';
import { orderText, SANTIAGO_CENTRE } from '../../points/order.ts';
import type { SearchRegion } from '../../points/regions.ts';
import { createIndex } from '../../points/search.ts';
import { writePointParam } from '../../points/url.ts';
import { useNearMe } from '../../points/useNearMe.ts';
import { usePointFromLink } from '../../points/usePointFromLink.ts';
import { usePrepared } from '../../points/usePrepared.ts';
import { LocatorPanel } from './LocatorPanel.tsx';
import { SelectedCard } from './SelectedCard.tsx';
import type { LocatorPoint } from './types.ts';
import '../../points/points.css';

/** Central Santiago at street level: where the telethon map starts. */
export const LOCATOR_START = { ...SANTIAGO_CENTRE, zoom: 13 };

type Source = 'list' | 'map' | 'link';

/**
 * The clean-point locator: search panel and list beside a map, kept in sync. Choosing a
 * point (list, map or `?punto=<id>` link) marks it, centres the map on it and shows a card.
 * The list starts with the points nearest the map's starting centre, or the visitor's position
 * once given; a query finds a region by any of its names (`regions`).
 */
export function Locator({ points, regions }: { points: readonly LocatorPoint[]; regions: readonly SearchRegion[] }) {
  const nearMe = useNearMe();
  const fromVisitor = nearMe.origin !== null;
  // Sorted once per origin, so each keystroke's answer comes out nearest first with no sorting.
  const ranked = useMemo(() => rank(points, nearMe.origin ?? SANTIAGO_CENTRE), [points, nearMe.origin]);
  const index = useMemo(
    () =>
      createIndex(
        ranked.map((r) => r.point),
        regions,
      ),
    [ranked, regions],
  );
  const distances = useMemo(() => new Map(ranked.map((r) => [r.point, r.km])), [ranked]);
  usePrepared(index);
  const byId = useMemo(() => new Map(points.map((p) => [p.id, p])), [points]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(true);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [limit, setLimit] = useState(LIST_PAGE);
  const [note, setNote] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const cardHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<'card' | 'item' | null>(null);

  const results = useMemo(() => index.search(query), [index, query]);
  // Distances are shown only from the visitor's own position.
  const items = useMemo(() => results.map((point) => ({ point, km: fromVisitor ? (distances.get(point) ?? null) : null })), [results, fromVisitor, distances]);
  const order = useMemo(() => orderText(fromVisitor, index.regionsFor(query)), [fromVisitor, index, query]);
  const mapPoints = useMemo<MapPoint[]>(
    () => results.filter(hasCoordinates).map(({ id, name, lat, lng, iconUrl }) => ({ id, name, lat, lng, iconUrl })),
    [results],
  );
  const active = activeId === null ? null : (byId.get(activeId) ?? null);
  const selected = useMemo(() => (active ? toMapPoint(active, active.iconUrl) : null), [active]);

  const choose = useCallback(
    (id: string, source: Source) => {
      const point = byId.get(id);
      if (!point) return;
      if (!hasCoordinates(point)) {
        console.warn('Coordenadas no válidas', id);
        setNote(`«${point.name}» no tiene una ubicación válida en el mapa. Su dirección está en la lista.`);
        setQuery(point.name);
        return;
      }
      setNote(null);
      setActiveId(id);
      writePointParam(id);
      if (source === 'map') return;
      setOpen(false);
      if (source === 'list') focusNext.current = 'card';
    },
    [byId],
  );

  // Focus follows the visitor: to the card after choosing, back to the item when reopening.
  // A point chosen on the map is scrolled into view inside the list.
  useEffect(() => {
    const want = focusNext.current;
    focusNext.current = null;
    if (want === 'card') cardHeadingRef.current?.focus();
    const item = activeId ? listRef.current?.querySelector<HTMLElement>(`[data-point-id="${CSS.escape(activeId)}"]`) : null;
    if (!open || !item || !listRef.current) return;
    listRef.current.scrollTop = item.offsetTop - listRef.current.clientHeight / 2;
    if (want === 'item') item.focus();
  }, [activeId, open]);

  // After hydration, `?punto=<id>` opens that point and brings the map into view.
  const openFromLink = useCallback((id: string) => choose(id, 'link'), [choose]);
  const linkMissing = useCallback(() => setNote('No encontramos el punto limpio del enlace. Búscalo en la lista.'), []);
  usePointFromLink(true, byId, openFromLink, linkMissing, rootRef);

  const reopen = () => {
    focusNext.current = 'item';
    setOpen(true);
  };

  return (
    <div ref={rootRef} className="locator" data-panel={open ? 'open' : 'closed'}>
      <div className="locator-side">
        <LocatorPanel
          open={open}
          onToggle={() => (open ? setOpen(false) : reopen())}
          toggleRef={toggleRef}
          listRef={listRef}
          query={query}
          onQuery={(value) => {
            setQuery(value);
            setLimit(LIST_PAGE);
          }}
          items={items}
          order={order}
          limit={limit}
          onMore={() => setLimit((value) => value + LIST_PAGE)}
          activeId={activeId}
          onChoose={(id) => choose(id, 'list')}
          nearMe={nearMe}
        />
        <p className="locator-note" role="status">
          {note ?? ''}
        </p>
        {active && hasCoordinates(active) && <SelectedCard point={active} headingRef={cardHeadingRef} onReopen={open ? null : reopen} />}
      </div>
      <div className="locator-map">
        <PointsMap points={mapPoints} selected={selected} initial={LOCATOR_START} label="Mapa de puntos limpios" onSelect={(id) => choose(id, 'map')} />
      </div>
    </div>
  );
}
