import { type RefObject, useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../components/reduced-motion.ts';
import { readPointParam } from './url.ts';

/**
 * `?punto=<id>` in the address the page was opened with, for the locator and the directory alike:
 * once `ready` (the points it may name are in), opens that point and brings `view` into sight, or
 * calls `missing` when no point has that id. Only the first address counts: the choices made
 * after it rewrite the parameter (writePointParam) and must not reopen anything.
 */
export function usePointFromLink(
  ready: boolean,
  points: ReadonlyMap<string, unknown>,
  open: (id: string) => void,
  missing: () => void,
  view: RefObject<HTMLElement | null>,
): void {
  const handled = useRef(false);
  useEffect(() => {
    if (!ready || handled.current) return;
    handled.current = true;
    const id = readPointParam();
    if (id === null) return;
    if (!points.has(id)) {
      missing();
      return;
    }
    open(id);
    view.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [ready, points, open, missing, view]);
}
