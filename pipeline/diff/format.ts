import type { DataDiff, DatasetDiff, DiffFinding, PointChange, PointRef } from './compare.ts';
import { isEmptyDiff } from './compare.ts';

/** Rows per markdown table: a job summary is read by a person, and GitHub caps its size. */
export const MARKDOWN_ROWS = 200;

const quoted = (text: string | null, none: string): string => (text === null || text === '' ? none : `"${text}"`);
const latLng = ([lat, lng]: [number, number]): string => `${lat}, ${lng}`;
const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** One change in words, e.g. `movido 230 m (de -33.45, -70.6 a -33.452, -70.601)`. */
export function describeChange(change: PointChange): string {
  switch (change.kind) {
    case 'moved':
      return `movido ${change.meters.toLocaleString('es-CL')} m (de ${latLng(change.from)} a ${latLng(change.to)})`;
    case 'position-lost':
      return `perdió su posición (era ${latLng(change.from)})`;
    case 'position-found':
      return `ahora tiene posición (${latLng(change.to)})`;
    case 'renamed':
      return `nombre: ${quoted(change.from, 'sin nombre')} → ${quoted(change.to, 'sin nombre')}`;
    case 'address':
      return `dirección: ${quoted(change.from, 'sin dirección')} → ${quoted(change.to, 'sin dirección')}`;
    case 'phones':
    case 'emails': {
      const what = change.kind === 'phones' ? 'teléfonos' : 'correos';
      const parts = [...change.added.map((value) => `+ ${value}`), ...change.removed.map((value) => `− ${value}`)];
      return `${what}: ${parts.join(', ')}`;
    }
    case 'hours':
      return `horario: ${quoted(change.from, 'sin horario')} → ${quoted(change.to, 'sin horario')}`;
    case 'operator':
      return `operador: ${quoted(change.from, 'sin operador')} → ${quoted(change.to, 'sin operador')}`;
  }
}

/** A table row: what happened, where, to which point, and how. */
interface Row {
  change: string;
  where: string;
  point: string;
  details: string[];
}

const where = (ref: { file: string; line: number }): string => `${ref.file}:${ref.line}`;
const pointName = (ref: PointRef): string => `${ref.name} (${ref.comuna}) [${ref.id}]`;

function pointRows(dataset: DatasetDiff): Row[] {
  return [
    ...dataset.added.map((ref) => ({ change: 'nuevo', where: where(ref), point: pointName(ref), details: [] })),
    ...dataset.removed.map((ref) => ({ change: 'eliminado', where: where(ref), point: pointName(ref), details: ['(línea de la versión anterior)'] })),
    ...dataset.changed.map((ref) => ({ change: 'cambiado', where: where(ref), point: pointName(ref), details: ref.changes.map(describeChange) })),
  ];
}

function findingRows(findings: DataDiff['findings']): Row[] {
  const row = (change: string) => (finding: DiffFinding) => ({
    change,
    where: where(finding),
    point: `${finding.field} · ${finding.code}`,
    details: [finding.message],
  });
  return [...findings.added.map(row('nuevo')), ...findings.resolved.map(row('resuelto'))];
}

/** A dataset's counts, e.g. `collection-points.json: 1 nuevo, 0 eliminados, 2 cambiados`. */
export function datasetTitle(dataset: DatasetDiff): string {
  return `${dataset.output}: ${plural(dataset.added.length, 'nuevo', 'nuevos')}, ${plural(dataset.removed.length, 'eliminado', 'eliminados')}, ${plural(dataset.changed.length, 'cambiado', 'cambiados')}`;
}

/** The findings' counts, e.g. `Hallazgos: 3 nuevos, 1 resuelto`. */
export function findingsTitle(findings: DataDiff['findings']): string {
  return `Hallazgos: ${plural(findings.added.length, 'nuevo', 'nuevos')}, ${plural(findings.resolved.length, 'resuelto', 'resueltos')}`;
}

const CORRECTION_LABELS = { applied: 'aplicadas', rejected: 'rechazadas', stale: 'vencidas', omitted: 'filas omitidas' } as const;

/** `Correcciones (raw-data/corrections.csv): aplicadas 2 → 3, …`; null when there are none on either side. */
export function correctionsLine({ before, after }: DataDiff['corrections']): string | null {
  const keys = Object.keys(CORRECTION_LABELS) as (keyof typeof CORRECTION_LABELS)[];
  if (keys.every((key) => before[key] === 0 && after[key] === 0)) return null;
  const parts = keys.map((key) => `${CORRECTION_LABELS[key]} ${before[key] === after[key] ? after[key] : `${before[key]} → ${after[key]}`}`);
  return `Correcciones (raw-data/corrections.csv): ${parts.join(', ')}`;
}

/** A plain-text table for the terminal: a change per line, the columns aligned. */
function textTable(header: [string, string, string, string], rows: Row[]): string[] {
  const lines: string[][] = [header];
  for (const row of rows) {
    const [first = '', ...rest] = row.details;
    lines.push([row.change, row.where, row.point, first]);
    for (const detail of rest) lines.push(['', '', '', detail]);
  }
  const widths = header.map((_, i) => Math.max(...lines.map((line) => (line[i] ?? '').length)));
  const text = lines.map((line) =>
    line
      .map((cell, i) => (i === line.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
  text.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  return text;
}

/** The diff for the terminal. */
export function diffText(diff: DataDiff, base: string): string {
  if (isEmptyDiff(diff)) return `Sin cambios en los datos respecto de ${base}.`;
  const out = [`Cambios en los datos respecto de ${base}:`];
  for (const dataset of diff.datasets) {
    out.push('', datasetTitle(dataset));
    const rows = pointRows(dataset);
    if (rows.length > 0) out.push(...textTable(['cambio', 'fila', 'punto', 'detalle'], rows));
  }
  const corrections = correctionsLine(diff.corrections);
  if (corrections) out.push('', corrections);
  out.push('', findingsTitle(diff.findings));
  const rows = findingRows(diff.findings);
  if (rows.length > 0) out.push(...textTable(['cambio', 'fila', 'campo · código', 'mensaje'], rows));
  return out.join('\n');
}

/** Text made safe for a Markdown table cell or list item: `|`, `\\`, `<` and `>` escaped. */
export const markdownCell = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'));

function markdownTable(header: [string, string, string, string], rows: Row[]): string[] {
  const shown = rows.slice(0, MARKDOWN_ROWS);
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const row of shown)
    lines.push(`| ${[row.change, `\`${row.where}\``, markdownCell(row.point), row.details.map(markdownCell).join('<br>')].join(' | ')} |`);
  if (rows.length > shown.length) lines.push('', `… y ${rows.length - shown.length} más: \`npm run pipeline -- diff\` los lista todos.`);
  return lines;
}

/** The diff as Markdown, e.g. for a CI job summary or a pull request comment. */
export function diffMarkdown(diff: DataDiff, base: string): string {
  if (isEmptyDiff(diff)) return `## Cambios en los datos\n\nSin cambios en los datos respecto de \`${base}\`.\n`;
  const out = ['## Cambios en los datos', '', `Respecto de \`${base}\`.`];
  for (const dataset of diff.datasets) {
    out.push('', `### ${datasetTitle(dataset)}`);
    const rows = pointRows(dataset);
    if (rows.length > 0) out.push('', ...markdownTable(['Cambio', 'Fila', 'Punto', 'Detalle'], rows));
  }
  const corrections = correctionsLine(diff.corrections);
  if (corrections) out.push('', corrections);
  out.push('', `### ${findingsTitle(diff.findings)}`);
  const rows = findingRows(diff.findings);
  if (rows.length > 0) out.push('', ...markdownTable(['Cambio', 'Fila', 'Campo · código', 'Mensaje'], rows));
  return `${out.join('\n')}\n`;
}
