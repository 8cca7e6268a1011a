/**
 * Mistyped e-mail domains: a top-level domain that does not exist (IANA's list, from the `tlds`
 * package) and a domain one or two edits away from a mail provider everyone uses or from a domain
 * the file itself uses more often (the operators' own). The address is never rewritten: the
 * finding asks "¿quisiste decir …?".
 */
import { createRequire } from 'node:module';
import levenshtein from 'damerau-levenshtein';

/** IANA's top-level domains, lower case (`cl`, `com`, `xn--…`). */
const TLDS: ReadonlySet<string> = new Set((createRequire(import.meta.url)('tlds') as string[]).map((tld) => tld.toLowerCase()));

/** Mail providers Chilean addresses use most: a domain a typo away from one of these is most likely that one. */
export const COMMON_DOMAINS: readonly string[] = [
  'gmail.com',
  'hotmail.com',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'live.cl',
  'live.com',
  'yahoo.com',
  'yahoo.es',
  'yahoo.cl',
  'icloud.com',
  // Real providers a letter away from those: known, so never taken for a typo of them.
  'mail.com',
  'ymail.com',
  'msn.com',
  'me.com',
  'aol.com',
  'gmx.com',
];

/** Top-level domains Chilean addresses use: a missing one a typo away from one of these (`.con`, `.cll`) is most likely it. */
const COMMON_TLDS: readonly string[] = ['cl', 'com', 'es', 'net', 'org'];

/** True when the domain's last label is a top-level domain IANA lists. */
export function tldExists(domain: string): boolean {
  return TLDS.has(domain.slice(domain.lastIndexOf('.') + 1).toLowerCase());
}

/** Edits (insert, delete, change, swap two neighbours) between two domains. */
export const editDistance = (a: string, b: string): number => levenshtein(a, b).steps;

/**
 * Edits a domain of this length may be from a known one and still be taken for a typo of it:
 * one for a short domain (two edits turn `giro.cl` into `gore.cl`, another real domain), two from
 * ten characters on.
 */
export const maxEdits = (domain: string): number => (domain.length < 10 ? 1 : 2);

/**
 * The known domains `domain` is most likely a typo of: those the fewest edits away, within
 * {@link maxEdits}, sorted; empty when it is one of them or none is close.
 */
export function nearestDomains(domain: string, known: Iterable<string>): string[] {
  const lower = domain.toLowerCase();
  let best = maxEdits(lower);
  let found: string[] = [];
  for (const candidate of known) {
    if (candidate === lower) return [];
    const edits = editDistance(lower, candidate);
    if (edits < best) {
      best = edits;
      found = [candidate];
    } else if (edits === best) found.push(candidate);
  }
  return found.sort();
}

/** The cell with one address in it replaced (any case); the replacement alone when the address is not found as written. */
export function replaceAddress(cell: string, address: string, replacement: string): string {
  const at = cell.toLowerCase().indexOf(address.toLowerCase());
  return at < 0 ? replacement : `${cell.slice(0, at)}${replacement}${cell.slice(at + address.length)}`;
}

/** The address with its domain replaced. */
export const withDomain = (address: string, domain: string) => `${address.slice(0, address.lastIndexOf('@') + 1)}${domain}`;

/**
 * What is wrong with an address's domain on its own (without the rest of the file): a TLD IANA does
 * not list, or a typo of a common provider; with the addresses it most likely meant.
 */
export function domainProblem(address: string): { tldMissing: boolean; suggestions: string[] } | null {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  const tldMissing = !tldExists(domain);
  const dot = domain.lastIndexOf('.');
  const tlds = tldMissing ? nearestDomains(domain.slice(dot + 1), COMMON_TLDS).map((tld) => `${domain.slice(0, dot + 1)}${tld}`) : [];
  const near = nearestDomains(domain, COMMON_DOMAINS);
  const suggestions = [...new Set([...near, ...tlds])].map((domain) => withDomain(address, domain));
  return tldMissing || suggestions.length > 0 ? { tldMissing, suggestions } : null;
}
