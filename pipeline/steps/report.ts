import type { Finding } from '../schema/finding.ts';
import type { InputSummary, Report } from '../schema/report.ts';

const sortKeys = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Builds the report from the inputs and their findings; same input, same bytes. */
export function buildReport(inputs: InputSummary[], findings: Finding[]): Report {
  const bySeverity: Record<string, number> = { error: 0, warning: 0, info: 0 };
  const byCode: Record<string, number> = {};
  const byFile: Record<string, Record<string, number>> = {};
  for (const finding of findings) {
    bySeverity[finding.severity] = (bySeverity[finding.severity] ?? 0) + 1;
    byCode[finding.code] = (byCode[finding.code] ?? 0) + 1;
    const perFile = (byFile[finding.file] ??= {});
    perFile[finding.code] = (perFile[finding.code] ?? 0) + 1;
  }
  return {
    inputs,
    counts: {
      bySeverity,
      byCode: sortKeys(byCode),
      byFile: sortKeys(Object.fromEntries(Object.entries(byFile).map(([file, codes]) => [file, sortKeys(codes)]))),
    },
    findings,
  };
}

/** `file:line field: message` — the form every finding is shown in. */
export function formatFinding(finding: Finding): string {
  return `${finding.file}:${finding.line} ${finding.field}: ${finding.message}`;
}

/** A plain-text table of findings by file and code, for the terminal. */
export function summaryTable(report: Report): string {
  const rows: string[][] = [['archivo', 'código', 'errores', 'avisos', 'notas']];
  const tally = new Map<string, { error: number; warning: number; info: number }>();
  for (const f of report.findings) {
    const key = `${f.file}\u0000${f.code}`;
    const entry = tally.get(key) ?? { error: 0, warning: 0, info: 0 };
    entry[f.severity]++;
    tally.set(key, entry);
  }
  for (const [key, count] of [...tally].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [file = '', code = ''] = key.split('\u0000');
    rows.push([file, code, String(count.error), String(count.warning), String(count.info)]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  const lines = rows.map((row) =>
    row.map((cell, i) => (i >= 2 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  '),
  );
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  const inputs = report.inputs.map(
    (input) =>
      `${input.file}: ${input.rows} filas (${input.encoding}, separador "${input.delimiter === '\t' ? 'tab' : input.delimiter}") → ${input.records} registros en ${input.output}, ${input.duplicates} duplicadas`,
  );
  const { error = 0, warning = 0, info = 0 } = report.counts.bySeverity;
  return [...inputs, '', ...lines, '', `Total: ${error} errores, ${warning} avisos, ${info} notas`].join('\n');
}
