import { type RefObject, useId } from 'react';
import type { Ranked } from '../../points/list.ts';
import { ResultCount } from '../../points/ResultCount.tsx';
import { resultsLabel } from '../../points/search.ts';
import { NEAR_ME_MESSAGES, type NearMeStatus } from '../../points/useNearMe.ts';
import { PointList } from './PointList.tsx';
import type { LocatorPoint } from './types.ts';

interface Props {
  open: boolean;
  onToggle: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  listRef: RefObject<HTMLDivElement | null>;
  query: string;
  onQuery: (query: string) => void;
  items: readonly Ranked<LocatorPoint>[];
  /** In what order the list is (see order.ts). */
  order: string;
  limit: number;
  onMore: () => void;
  activeId: string | null;
  onChoose: (id: string) => void;
  nearMe: { status: NearMeStatus; locate: () => void; clear: () => void };
}

const count = (n: number) => resultsLabel(n, 'punto limpio encontrado', 'puntos limpios encontrados');

/**
 * The collapsible search panel: a real disclosure button, a labelled search box, "Cerca de
 * mí", the result count (announced once typing settles) and the list of points.
 */
export function LocatorPanel(props: Props) {
  const { open, query, items, nearMe } = props;
  const bodyId = useId();
  const inputId = useId();
  const hintId = useId();
  const sorted = nearMe.status === 'ready';
  return (
    <div className="locator-panel">
      <h3 className="locator-panel-title">
        <button ref={props.toggleRef} type="button" aria-expanded={open} aria-controls={bodyId} onClick={props.onToggle}>
          <span>Buscar un punto limpio</span>
          <span className="locator-chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={bodyId} className="locator-panel-body" hidden={!open}>
        <div className="field locator-search">
          <label htmlFor={inputId}>Comuna, nombre o dirección</label>
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => props.onQuery(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={hintId}
            placeholder="Por ejemplo: Ñuñoa"
          />
          <span id={hintId} className="locator-hint">
            También la región: «RM», «La Araucanía». No importan las tildes ni las mayúsculas.
          </span>
        </div>
        <button
          type="button"
          className="button button-secondary locator-near"
          onClick={sorted ? nearMe.clear : nearMe.locate}
          disabled={nearMe.status === 'locating'}
        >
          {sorted ? 'Quitar orden por cercanía' : 'Cerca de mí'}
        </button>
        <p className="locator-message" role="status">
          {NEAR_ME_MESSAGES[nearMe.status] ?? ''}
        </p>
        <ResultCount text={count(items.length)} className="locator-count" testId="locator-announced" />
        {items.length === 0 ? <p className="locator-empty">Prueba con el nombre de tu comuna o de tu región.</p> : <p className="list-order">{props.order}</p>}
        <div ref={props.listRef} className="point-list-scroll">
          <PointList items={items} limit={props.limit} activeId={props.activeId} onChoose={props.onChoose} onMore={props.onMore} />
        </div>
      </div>
    </div>
  );
}
