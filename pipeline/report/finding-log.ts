import { type Finding, findingPlace } from '../findings/finding.ts';
import { FINDING_CODES, type FindingCode } from '../findings/finding-codes.ts';
import { JsonArrayWriter, type Output } from '../io/write.ts';
import type { CorrectionSummary, InputSummary, ReportSummary } from '../schema/report.ts';

const sortKeys = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * Streams findings into `report.json` as they are made and keeps only their counts, so a
 * million-row input does not hold its findings in memory. The file reads
 * `{"findings": [...], "inputs": [...], "counts": {...}}`; same input, same bytes.
 */
export class FindingLog {
  private readonly writer: JsonArrayWriter;
  private started = false;
  private readonly bySeverity: Record<string, number> = { error: 0, warning: 0, info: 0 };
  private readonly byCode: Record<string, number> = {};
  private readonly byFile: Record<string, Record<string, number>> = {};
  private readonly severityByCode: Record<string, string> = {};

  constructor(
    private readonly output: Output,
    private readonly onFinding?: (finding: Finding) => void,
  ) {
    this.writer = new JsonArrayWriter(output);
  }

  add(finding: Finding): Promise<void> | undefined {
    this.bySeverity[finding.severity] = (this.bySeverity[finding.severity] ?? 0) + 1;
    this.byCode[finding.code] = (this.byCode[finding.code] ?? 0) + 1;
    this.severityByCode[finding.code] = finding.severity;
    this.byFile[finding.file] ??= {};
    const perFile = this.byFile[finding.file] as Record<string, number>;
    perFile[finding.code] = (perFile[finding.code] ?? 0) + 1;
    this.onFinding?.(finding);
    if (!this.started) {
      this.started = true;
      return this.output.write('{\n"findings": ').then(() => this.writer.add(finding));
    }
    return this.writer.add(finding);
  }

  /** Closes the findings array and writes the inputs and counts after it. */
  async end(inputs: InputSummary[], corrections: CorrectionSummary): Promise<ReportSummary> {
    if (!this.started) await this.output.write('{\n"findings": ');
    await this.writer.end();
    const summary: ReportSummary = {
      inputs,
      corrections,
      counts: {
        bySeverity: this.bySeverity,
        byCode: sortKeys(this.byCode),
        byFile: sortKeys(Object.fromEntries(Object.entries(this.byFile).map(([file, codes]) => [file, sortKeys(codes)]))),
        severityByCode: sortKeys(this.severityByCode),
      },
    };
    const tail = JSON.stringify(summary, null, 2).slice(1); // drop the opening brace: we are inside one
    await this.output.write(`,${tail}\n`);
    return summary;
  }
}

/** `file:line field: message` (`file › sheet › cell field: message` in a workbook) — the form every finding is shown in. */
export function formatFinding(finding: Pick<Finding, 'file' | 'line' | 'sheet' | 'cell' | 'field' | 'message'>): string {
  return `${findingPlace(finding)} ${finding.field}: ${finding.message}`;
}

/**
 * A finding as `--verbose` lists it: {@link formatFinding}, then the lines ready to paste into
 * `raw-data/corrections.csv` (a `verify` finding's candidates, a near-duplicate cluster's `omitir` lines).
 */
export function formatFindingWithCorrections(finding: Finding): string {
  const lines = (finding.correction ?? []).map((line) => `  → raw-data/corrections.csv: ${line}`);
  return [formatFinding(finding), ...lines].join('\n');
}

/** Columns padded to their widest cell (the count column to the right), with a rule under the header. */
function textTable(rows: string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  const last = widths.length - 1;
  const lines = rows.map((row) => row.map((cell, i) => (i === last ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  '));
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  return lines;
}

const SEVERITY_ORDER: Readonly<Record<string, number>> = { error: 0, warning: 1, info: 2 };

/**
 * The terminal summary: the inputs; then what needs a person, errors and warnings by file and code,
 * errors first; then the notes, one line per code whatever the file; then the totals.
 */
export function summaryTable(report: ReportSummary): string {
  const severityOf = (code: string) => report.counts.severityByCode[code] ?? '';
  const kindOf = (code: string) => FINDING_CODES[code as FindingCode]?.kind ?? '';
  const attention: string[][] = [];
  for (const [file, codes] of Object.entries(report.counts.byFile)) {
    for (const [code, count] of Object.entries(codes))
      if (severityOf(code) !== 'info') attention.push([file, code, severityOf(code), kindOf(code), String(count)]);
  }
  attention.sort((a, b) => (SEVERITY_ORDER[a[2] ?? ''] ?? 3) - (SEVERITY_ORDER[b[2] ?? ''] ?? 3));
  const notes = Object.entries(report.counts.byCode)
    .filter(([code]) => severityOf(code) === 'info')
    .map(([code, count]) => [code, kindOf(code), String(count)]);
  const inputs = report.inputs.map((input) => {
    const header = input.headerLine > 1 ? `, encabezado en la ${input.sheet === null ? 'línea' : 'fila'} ${input.headerLine}` : '';
    const read =
      input.sheet === null
        ? `${input.encoding}, separador "${input.delimiter === '\t' ? 'tab' : input.delimiter}"`
        : `libro ${input.format}, hoja «${input.sheet}»`;
    const apart = [
      input.omitted > 0 ? `${input.omitted} omitidas por corrections.csv` : '',
      input.leftOut > 0 ? `${input.leftOut} no legibles` : '',
      input.skipped > 0 ? `${input.skipped} líneas que no son puntos` : '',
    ].filter(Boolean);
    return `${input.file}: ${input.rows} filas (${read}${header}) → ${input.records} registros en ${input.output}, ${input.duplicates} duplicadas${apart.map((part) => `, ${part}`).join('')}`;
  });
  const { applied, rejected, stale, omitted } = report.corrections;
  const corrections =
    applied + rejected + stale + omitted > 0
      ? [`corrections.csv: ${applied} aplicadas, ${rejected} rechazadas, ${stale} vencidas, ${omitted} filas omitidas`]
      : [];
  const { error = 0, warning = 0, info = 0 } = report.counts.bySeverity;
  return [
    ...inputs,
    ...corrections,
    '',
    attention.length > 0 ? 'Para revisar (errores y avisos):' : 'Nada que revisar: ningún error ni aviso.',
    ...(attention.length > 0 ? textTable([['archivo', 'código', 'severidad', 'tipo', 'hallazgos'], ...attention]) : []),
    ...(notes.length > 0 ? ['', 'Notas (una línea por código):', ...textTable([['código', 'tipo', 'hallazgos'], ...notes])] : []),
    '',
    `Total: ${error} errores, ${warning} avisos, ${info} notas`,
  ].join('\n');
}
