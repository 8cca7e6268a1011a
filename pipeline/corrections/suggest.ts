import type { FieldFinding } from '../findings/finding.ts';
import { CORRECTION_COLUMNS, type CorrectedExport, OMIT } from '../schema/correction.ts';

/** A cell as a CSV line writes it: quoted when it holds a separator, a quote or a line break. */
const csvCell = (text: string) => (/[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

const csvLine = (cells: Record<(typeof CORRECTION_COLUMNS)[number], string>) => CORRECTION_COLUMNS.map((column) => csvCell(cells[column])).join(',');

/**
 * Lines ready to paste into `raw-data/corrections.csv` for a `verify` finding on a record: one per
 * candidate value the pipeline considered (a position's candidate `lat, lng` gives a `lat` and a
 * `lng` line), or one with the corrected value left empty when there is none. `valor_en_export`
 * is the cell exactly as the export has it; `motivo` is left empty for the maintainer to fill in
 * (a correction without a reason is refused).
 */
export function correctionLines(archivo: CorrectedExport, id: string, values: Readonly<Record<string, string>>, item: FieldFinding): string[] {
  const cells = item.field.split(',').flatMap((field) => {
    const cell = values[field];
    return cell === undefined ? [] : [{ field, cell }];
  });
  const line = ({ field, cell }: { field: string; cell: string }, corrected: string) =>
    csvLine({ archivo, id, campo: field, valor_en_export: cell, valor_corregido: corrected, motivo: '' });
  const candidates = item.candidates ?? [];
  if (candidates.length === 0) return cells.map((cell) => line(cell, ''));
  return candidates.flatMap((candidate) => {
    if (cells.length === 1) return [line(cells[0] as { field: string; cell: string }, candidate)];
    const parts = candidate.split(/\s*,\s*/);
    return cells.map((cell, i) => line(cell, parts[i] ?? ''));
  });
}

/**
 * Lines ready to paste into `raw-data/corrections.csv` that leave each of these records out
 * (`omitir`, both value columns empty), for a cluster of near-duplicates: the maintainer keeps
 * the lines of the rows that are one too many and writes the reason.
 */
export function omitLines(archivo: CorrectedExport, ids: readonly string[]): string[] {
  return ids.map((id) => csvLine({ archivo, id, campo: OMIT, valor_en_export: '', valor_corregido: '', motivo: '' }));
}
