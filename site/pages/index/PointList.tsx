import { formatCount, formatDistance } from '../../components/number-format.ts';
import { hasCoordinates } from '../../map/positions.ts';
import { type Ranked, renderCount } from '../../points/list.ts';
import type { LocatorPoint } from './types.ts';
import 'virtual:point-icons.css';

interface Props {
  items: readonly Ranked<LocatorPoint>[];
  /** How many items may be rendered (see `renderCount`). */
  limit: number;
  activeId: string | null;
  onChoose: (id: string) => void;
  onMore: () => void;
}

/** The point's address line: street (when known) and comuna. */
function addressLine(point: LocatorPoint): string {
  return point.address ? `${point.address}, ${point.comuna}` : point.comuna;
}

/**
 * The item's content: the icon is the item's CSS background (decorative), the name is its
 * text and the address a span, laid out by a grid. About 316 items stay light in the DOM,
 * for slow phones and for accessibility audits.
 */
function ItemBody({ point, km }: Ranked<LocatorPoint>) {
  return (
    <>
      {point.name}
      <span className="point-address">
        {addressLine(point)}
        {!hasCoordinates(point) && <em className="point-missing">Ubicación no disponible</em>}
      </span>
      {km !== null && <span className="point-distance">{formatDistance(km)}</span>}
    </>
  );
}

/**
 * The clean points: each with its icon, name and address. Points with coordinates are
 * buttons (click, Enter or Space chooses them); the others are listed but cannot be chosen.
 */
export function PointList({ items, limit, activeId, onChoose, onMore }: Props) {
  const page = items.slice(0, renderCount(items.length, limit));
  // The chosen point is always rendered: past the page (a link, the map) it is shown first.
  const pinned = activeId !== null && !page.some((item) => item.point.id === activeId) ? items.find((item) => item.point.id === activeId) : undefined;
  const shown = pinned ? [pinned, ...page] : page;
  return (
    <>
      <ul className="point-list">
        {shown.map((item) => {
          const { point } = item;
          const active = point.id === activeId;
          return (
            <li key={point.id}>
              {hasCoordinates(point) ? (
                <button
                  type="button"
                  className="point-item"
                  data-point-id={point.id}
                  aria-current={active ? 'true' : undefined}
                  data-icon={point.icon}
                  onClick={() => onChoose(point.id)}
                >
                  <ItemBody {...item} />
                </button>
              ) : (
                <div className="point-item point-item-static" data-point-id={point.id} data-icon={point.icon}>
                  <ItemBody {...item} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {shown.length < items.length && (
        <button type="button" className="button button-secondary point-more" onClick={onMore}>
          Mostrar más ({formatCount(items.length - shown.length)} restantes)
        </button>
      )}
    </>
  );
}
