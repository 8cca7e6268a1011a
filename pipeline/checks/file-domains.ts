/**
 * The operators' own e-mail domains: a domain a file uses at least twice is taken as real, and a
 * rarer domain one or two edits away from it (`giro.cll`, `resimpel.cl`) as a likely typo of it.
 * Counted over the whole file, so told after the records are written: the findings go to the report.
 */

import { COMMON_DOMAINS, editDistance, maxEdits, replaceAddress, tldExists, withDomain } from '../cells/emails/email-domains.ts';
import { type FieldFinding, finding } from '../findings/finding.ts';

/** Where an address was read. */
export interface DomainUse {
  line: number;
  /** The record's id, for a correction line. */
  id: string;
  /** The `correo` cell as the export writes it. */
  cell: string;
  address: string;
}

/** Uses kept per domain: a domain used more often than this is no typo. */
const USES_KEPT = 20;
/** Distinct domains counted; past this a file's new domains are not checked (memory stays bounded). */
const DOMAINS_KEPT = 20_000;

export interface DomainFinding {
  use: DomainUse;
  finding: FieldFinding;
}

export class DomainTally {
  private readonly domains = new Map<string, { count: number; uses: DomainUse[] }>();

  add(use: DomainUse): void {
    const domain = use.address.slice(use.address.lastIndexOf('@') + 1).toLowerCase();
    let entry = this.domains.get(domain);
    if (!entry) {
      if (this.domains.size >= DOMAINS_KEPT) return;
      entry = { count: 0, uses: [] };
      this.domains.set(domain, entry);
    }
    entry.count++;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, only domains used fewer than USES_KEPT times are judged, and all their uses are kept.
    if (entry.uses.length < USES_KEPT) entry.uses.push(use);
  }

  /**
   * A finding at each use of a domain that is a few edits away from one the file uses more often
   * (and at least twice). Domains already judged on their own (a missing TLD, a common provider or
   * a typo of one) are left to that check. In the order of the lines.
   */
  findings(field: string): DomainFinding[] {
    const out: DomainFinding[] = [];
    // Only a domain used at least twice can be used more often than another: the others are left out
    // at once, so a file of many distinct domains is not compared pair by pair.
    // Stryker disable next-line ConditionalExpression,EqualityOperator,MethodExpression,ArrayDeclaration: equivalent, 'used more often' below implies it (this only saves work).
    const frequent = [...this.domains].filter(([, entry]) => entry.count >= 2);
    for (const [domain, entry] of this.domains) {
      if (entry.count >= USES_KEPT) continue;
      const near = frequent.filter(([other, { count }]) => other !== domain && count > entry.count && editDistance(domain, other) <= maxEdits(domain));
      if (near.length === 0 || !tldExists(domain) || COMMON_DOMAINS.some((common) => editDistance(domain, common) <= maxEdits(domain))) continue;
      const best = Math.min(...near.map(([other]) => editDistance(domain, other)));
      const chosen = near.filter(([other]) => editDistance(domain, other) === best).map(([other, { count }]) => ({ other, count }));
      for (const use of entry.uses) {
        const suggestions = chosen.map(({ other }) => withDomain(use.address, other));
        const uses = chosen.map(({ other, count }) => `${other} (${count} veces)`).join(' o ');
        out.push({
          use,
          finding: finding('email-domain-verify', {
            field,
            raw: use.address,
            reason: `el archivo usa más ${uses}; ¿quisiste decir ${suggestions.join(' o ')}? Se publica tal como está escrito.`,
            considered: suggestions,
            candidates: suggestions.map((suggestion) => replaceAddress(use.cell, use.address, suggestion)),
          }),
        });
      }
    }
    return out.sort((a, b) => a.use.line - b.use.line);
  }
}
