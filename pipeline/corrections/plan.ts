/**
 * Which of a record's corrections apply to the row as this export writes it. Pure: the record's
 * corrections and its cells in, the plan out. A correction applies only while the export still
 * says what it corrects (`valor_en_export`, compared as a person reads the cell: spaces around
 * and runs of spaces do not count); `lat` and `lng` apply together or not at all.
 */

import { cleanCell } from '../cells/clean-cell.ts';
import { type Correction, OMIT } from '../schema/correction.ts';

/** A correction that no longer matches the export, and why. */
export interface StaleCorrection {
  correction: Correction;
  why: string;
}

export interface CorrectionPlan {
  /** The `omitir` line, when the record is to be left out. */
  omit: Correction | null;
  /** Corrections whose `valor_en_export` is what the export says now. */
  matching: Correction[];
  stale: StaleCorrection[];
}

/** The cell as a person reads it: NFC, trimmed, inner runs of spaces as one. */
const asRead = (text: string) => cleanCell(text.normalize('NFC')) ?? '';

/** True when the export's cell is the value a correction was written for. */
export function sameCell(exported: string, expected: string): boolean {
  return asRead(exported) === asRead(expected);
}

/** The two columns of a position, which a correction changes together. */
const PAIR = ['lat', 'lng'] as const;

/** Splits a record's corrections into the `omitir` line, those that match its cells, and stale ones. */
export function planCorrections(corrections: readonly Correction[], values: Readonly<Record<string, string>>): CorrectionPlan {
  const omit = corrections.find((correction) => correction.campo === OMIT) ?? null;
  const matching: Correction[] = [];
  const stale: StaleCorrection[] = [];
  for (const correction of corrections) {
    if (correction.campo === OMIT) continue;
    const now = values[correction.campo] ?? '';
    if (sameCell(now, correction.valor_en_export)) matching.push(correction);
    else stale.push({ correction, why: `la exportación ahora dice "${asRead(now)}", no "${asRead(correction.valor_en_export)}"` });
  }
  // One half of a position without the other would pair a corrected value with a wrong one.
  const staleHalf = stale.find(({ correction }) => (PAIR as readonly string[]).includes(correction.campo));
  if (staleHalf) {
    for (const half of matching.filter((correction) => (PAIR as readonly string[]).includes(correction.campo))) {
      matching.splice(matching.indexOf(half), 1);
      stale.push({
        correction: half,
        why: `va junto con la corrección de ${staleHalf.correction.campo} (línea ${staleHalf.correction.line}), que ya no coincide`,
      });
    }
  }
  return { omit, matching, stale };
}

/** The cells with the corrections' values in place of the exported ones. */
export function correctedValues<C extends string>(values: Readonly<Record<C, string>>, corrections: readonly Correction[]): Record<C, string> {
  const out: Record<C, string> = { ...values };
  for (const correction of corrections) out[correction.campo as C] = correction.valor_corregido;
  return out;
}

/**
 * The corrections of every record, by export and id. Looking a record up marks its corrections
 * as reached; those never reached are for records the export no longer has.
 */
export class CorrectionBook {
  private readonly byRecord = new Map<string, Correction[]>();
  private readonly reached = new Set<Correction>();

  constructor(readonly corrections: readonly Correction[]) {
    for (const correction of corrections) {
      const key = `${correction.archivo}\u0000${correction.id}`;
      const list = this.byRecord.get(key);
      if (list) list.push(correction);
      else this.byRecord.set(key, [correction]);
    }
  }

  /** The corrections of one record (empty when it has none), marked as reached. */
  forRecord(archivo: string, id: string): readonly Correction[] {
    const list = this.byRecord.get(`${archivo}\u0000${id}`);
    if (!list) return [];
    for (const correction of list) this.reached.add(correction);
    return list;
  }

  /** Corrections whose record was never looked up, in file order. */
  unreached(): Correction[] {
    return this.corrections.filter((correction) => !this.reached.has(correction));
  }
}
