/** A request target the server can route: its normalised path (still percent-encoded) and query. */
export interface Target {
  /** The path as WHATWG URL normalises it (dot segments resolved), e.g. `/listamascotas/Kuy%C3%A9n`. */
  pathname: string;
  /** The query with its `?`, or `''`. */
  search: string;
}

const BASE = 'http://localhost';

/**
 * Reads a request line's target without throwing: an origin-form path (`/cursos?x=1`) or an
 * absolute-form URL (`http://host/cursos`, which HTTP/1.1 servers must accept). Anything else
 * is null, and the server answers 400: no path, a path starting with `//` (a scheme-relative
 * URL, not a path), a URL that does not parse, or percent escapes that do not decode to UTF-8.
 */
export function parseTarget(raw: string | undefined): Target | null {
  if (!raw) return null;
  let href: string;
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) return null;
    href = BASE + raw;
  } else if (/^https?:\/\//i.test(raw)) {
    href = raw;
  } else {
    return null;
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.pathname.includes('%') && decodePath(url.pathname) === null) return null;
  return { pathname: url.pathname, search: url.search };
}

/** `decodeURIComponent` that answers null for a malformed escape instead of throwing. */
export function decodePath(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
