/** The query parameter that names the chosen point: `/?punto=cp-3f9a1c2b`, `/puntos-de-reciclaje?punto=425`. */
export const POINT_PARAM = 'punto';

/** The point id in the current URL, if any. Browser only. */
export function readPointParam(): string | null {
  const value = new URLSearchParams(window.location.search).get(POINT_PARAM);
  return value && value.trim() !== '' ? value.trim() : null;
}

/**
 * Puts the chosen point in the URL (or removes it) without a navigation or a new history
 * entry, so the address can be shared. Other parameters and the hash are kept, and so is
 * the router's history state.
 */
export function writePointParam(id: string | null): void {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete(POINT_PARAM);
  else url.searchParams.set(POINT_PARAM, id);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}
