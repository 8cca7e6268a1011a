/** Numbers as the site shows them, in Chilean Spanish; one home for the locator, the directory and the bottle counter. */

// Number formatters are built once, on first use (not while the page's modules load):
// `toLocaleString` with options builds a new one per call, which a list of a few hundred
// distances pays a few hundred times.
const formatters = new Map<number, Intl.NumberFormat>();
function decimals(digits: number): Intl.NumberFormat {
  let format = formatters.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('es-CL', { maximumFractionDigits: digits });
    formatters.set(digits, format);
  }
  return format;
}

/**
 * A count in Chilean Spanish, `12.345`: rounded, with a point every three digits, as
 * `Intl.NumberFormat('es-CL')` writes it (a test holds both to it). Written by hand because
 * the first Intl format on a page loads the locale's number data, 20–40 ms of main thread on
 * a desktop, and counts are shown while the page hydrates.
 */
export function formatCount(n: number): string {
  const rounded = Math.round(Math.abs(n));
  const grouped = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return n < 0 && rounded !== 0 ? `-${grouped}` : grouped;
}

/** "1,2 km" / "850 m" in Chilean Spanish. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  return `${decimals(km < 10 ? 1 : 0).format(km)} km`;
}
