import { VENDOR_COOKIES } from './vendors.ts';

/**
 * The domains a cookie of this page may have been set for besides the page's own host: each
 * parent of the host (`kids.teleton.cl` → `teleton.cl`), as the vendors' scripts set theirs on the
 * widest domain the browser lets them. None for an IP address or a one-label host (`localhost`).
 */
export function parentDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return [];
  const labels = hostname.split('.');
  // The last label alone (`cl`) is a top-level domain: no browser keeps a cookie there.
  return labels.slice(1, -1).map((_, index) => labels.slice(index + 1).join('.'));
}

const EXPIRED = 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';

/**
 * Deletes the advertising vendors' first-party cookies (`_fbp`, `_fbc`, `_gcl_au`, `_gcl_aw`) from
 * this browser: on the page's own host and on each parent domain, since a cookie is only deleted
 * by a write for the same domain and path it was set for. Run on every "no" (site/tracking/consent-gate.ts).
 */
export function deleteVendorCookies(doc: { cookie: string; location: { hostname: string } } = document): void {
  const domains = [null, doc.location.hostname, ...parentDomains(doc.location.hostname)];
  for (const name of VENDOR_COOKIES) {
    for (const domain of domains) doc.cookie = `${name}=; ${EXPIRED}${domain === null ? '' : `; Domain=${domain}`}`;
  }
}
