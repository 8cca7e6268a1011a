/**
 * Applies a maintainer's corrections to one record: the corrected cells are read again with the
 * same rules as any export cell, and a correction whose value those rules do not accept (a
 * position at sea or far from the comuna, a phone that does not parse, an empty name…) is an
 * error and is not published: the record keeps what the export says.
 */

import { type FieldFinding, type Finding, finding, findingPlace } from '../findings/finding.ts';
import { FINDING_CODES } from '../findings/finding-codes.ts';
import type { Correction } from '../schema/correction.ts';
import { correctedValues, planCorrections } from './plan.ts';

/** What the corrections step needs of a record. */
export interface CorrectableRecord {
  id: string;
  findings: FieldFinding[];
}

/** The row as read: its cells and what reading their bytes found. */
export interface CorrectableRow<C extends string> {
  line: number;
  values: Record<C, string>;
  findings: FieldFinding[];
}

/** How many corrections of each outcome a record had. */
export interface CorrectionCounts {
  applied: number;
  rejected: number;
  stale: number;
  omitted: number;
}

export interface CorrectedRecord<R> {
  /** The record to publish; null when an `omitir` line leaves it out. */
  record: R | null;
  /** Findings located elsewhere than on the record: stale lines (in corrections.csv), the omitted row. */
  elsewhere: Finding[];
  counts: CorrectionCounts;
}

/** Findings that say a position reading was not the one used, whatever their kind. */
const NOT_USED = new Set(['latlng-ignored', 'coordinates-ignored']);

/** True when a finding's field (`lat,lng`, `contacto`) is about the column `campo`. */
const touches = (field: string, campo: string) => field.split(',').includes(campo);

/** What the rules say against a corrected cell: its flags and unconfirmed readings, and a position source left unused. */
export function objections(campo: string, findings: readonly FieldFinding[]): FieldFinding[] {
  return findings.filter((item) => {
    if (!touches(item.field, campo)) return false;
    const { kind } = FINDING_CODES[item.code];
    return kind === 'flag' || kind === 'verify' || NOT_USED.has(item.code);
  });
}

/** Where a correction is, as a finding names it: the file, and in a workbook its sheet. */
export function placeOf(correction: Correction): Pick<Finding, 'file' | 'sheet' | 'line'> {
  return correction.sheet === undefined
    ? { file: correction.file, line: correction.line }
    : { file: correction.file, sheet: correction.sheet, line: correction.line };
}

function appliedFinding(correction: Correction): FieldFinding {
  return finding('correction-applied', {
    field: correction.campo,
    raw: correction.valor_en_export,
    fixed: correction.valor_corregido,
    at: findingPlace(correction),
    before: correction.valor_en_export,
    after: correction.valor_corregido,
    motivo: correction.motivo,
  });
}

function rejectedFinding(correction: Correction, against: readonly FieldFinding[]): FieldFinding {
  return finding('correction-rejected', {
    field: correction.campo,
    raw: correction.valor_corregido,
    at: findingPlace(correction),
    value: correction.valor_corregido,
    why: against.map((item) => item.message).join('; '),
  });
}

/**
 * The record with its corrections applied. `remap` reads corrected cells into a record with the
 * same id, as the dataset reads any row (`findings` are the reader's, for the cells not corrected).
 */
export function correctRecord<C extends string, R extends CorrectableRecord>(
  record: R,
  row: CorrectableRow<C>,
  corrections: readonly Correction[],
  file: string,
  remap: (values: Record<C, string>, findings: FieldFinding[]) => R,
): CorrectedRecord<R> {
  const plan = planCorrections(corrections, row.values);
  const elsewhere: Finding[] = plan.stale.map(({ correction, why }) => ({
    ...placeOf(correction),
    ...finding('correction-stale', {
      field: correction.campo,
      raw: correction.valor_en_export,
      what: `La corrección de ${correction.campo}`,
      id: correction.id,
      why,
    }),
  }));
  const counts: CorrectionCounts = { applied: 0, rejected: 0, stale: plan.stale.length, omitted: 0 };
  if (plan.omit) {
    counts.omitted = 1;
    elsewhere.push({
      file,
      line: row.line,
      ...finding('row-omitted', { field: 'fila', raw: null, id: record.id, at: findingPlace(plan.omit), motivo: plan.omit.motivo }),
    });
    return { record: null, elsewhere, counts };
  }
  if (plan.matching.length === 0) return { record, elsewhere, counts };
  const read = (applied: readonly Correction[]) => {
    const fields = new Set(applied.map((correction) => correction.campo));
    return remap(
      correctedValues(row.values, applied),
      row.findings.filter((item) => !fields.has(item.field)),
    );
  };
  const tried = read(plan.matching);
  const accepted: Correction[] = [];
  const rejected: FieldFinding[] = [];
  for (const correction of plan.matching) {
    const against = objections(correction.campo, tried.findings);
    if (against.length === 0) accepted.push(correction);
    else rejected.push(rejectedFinding(correction, against));
  }
  counts.applied = accepted.length;
  counts.rejected = rejected.length;
  // Stryker disable next-line ConditionalExpression: equivalent, reading the same cells again gives the same record (the shortcuts only spare it).
  const base = accepted.length === 0 ? record : accepted.length === plan.matching.length ? tried : read(accepted);
  const corrected = { ...base, findings: [...base.findings, ...accepted.map(appliedFinding), ...rejected] };
  return { record: corrected, elsewhere, counts };
}
