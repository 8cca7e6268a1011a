import { useSyncExternalStore } from 'react';

/** The media query of the visitor's "reduce motion" setting. */
const QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked for less motion, now (for a scroll or an animation about to start). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked the system for less motion; follows changes live. The
 * prerendered HTML assumes motion, and the browser corrects it right after hydration.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
