import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { InputError, InputErrors } from '../io/input-error.ts';
import { inputFile } from '../io/input-file.ts';
import { type CsvInfo, readCsv } from '../io/read-csv.ts';
import { CORRECTION_COLUMNS, CORRECTIONS_STEM, type Correction, CorrectionRowSchema, OMIT } from '../schema/correction.ts';

/**
 * Reads `raw-data/corrections.csv` (absent or empty: no corrections) with the exports' own reader,
 * so it may be saved by any spreadsheet program in any of the encodings and delimiters they use,
 * or kept as a workbook (`corrections.xlsx`, `.ods`, `.xls`: one of them, as for an export).
 * Every malformed line is reported at once, each as `corrections.csv:line field: message`; so is
 * a second line for the same record and field (only one can say what the cell should be) and a
 * second `omitir` for one record.
 */
export async function loadCorrections(rawDir: string): Promise<Correction[]> {
  const file = await inputFile(rawDir, CORRECTIONS_STEM);
  const path = join(rawDir, file);
  const stats = await stat(path).catch(() => null);
  if (stats === null || (stats.isFile() && stats.size === 0)) return [];
  const corrections: Correction[] = [];
  const problems: InputError[] = [];
  const seen = new Map<string, number>();
  const info: Partial<CsvInfo> = {};
  for await (const item of readCsv(path, file, { columns: CORRECTION_COLUMNS }, info)) {
    // A correction is a decision: a line the reader could not read as written is not guessed at.
    if (item.kind === 'left-out') problems.push(new InputError(item.finding.message, file, item.line));
    if (item.kind !== 'row') continue;
    const row = item;
    const structure = row.findings.find((found) => found.code.startsWith('row-'));
    if (structure) {
      problems.push(new InputError(structure.message, file, row.line));
      continue;
    }
    const parsed = CorrectionRowSchema.safeParse(row.values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(new InputError(issue.message, file, row.line, issue.path.join('.') || null));
      continue;
    }
    const correction: Correction = info.sheet ? { ...parsed.data, file, sheet: info.sheet, line: row.line } : { ...parsed.data, file, line: row.line };
    const key = [correction.archivo, correction.id, correction.campo].join('\u0000');
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      const what = correction.campo === OMIT ? `ya omite ${correction.id}` : `ya corrige ${correction.campo} de ${correction.id}`;
      problems.push(new InputError(`repetida: la línea ${earlier} ${what}; deje una sola`, file, row.line, 'campo'));
      continue;
    }
    seen.set(key, row.line);
    corrections.push(correction);
  }
  if (problems.length === 1) throw problems[0] as InputError;
  if (problems.length > 1) throw new InputErrors(problems);
  return corrections;
}
