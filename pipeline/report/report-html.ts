import type { MultiPolygon } from 'geojson';
import { type Finding, findingPlace } from '../findings/finding.ts';
import { FINDING_CODES, type FindingCode, type FindingKind } from '../findings/finding-codes.ts';
import type { CleanPoint } from '../schema/clean-point.ts';
import type { CollectionPoint } from '../schema/collection-point.ts';
import type { Report } from '../schema/report.ts';

/** Rows shown per finding code; the rest are counted (report.json has them all). */
export const ROWS_PER_CODE = 400;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

// The mainland view: Isla de Pascua and Juan Fernández are listed, not drawn.
const VIEW = { minLng: -76.5, maxLng: -66, minLat: -56.2, maxLat: -17.3 };
const SCALE = 22; // px per degree of longitude (before the cos correction)
const COS = Math.cos((36 * Math.PI) / 180);
const WIDTH = (VIEW.maxLng - VIEW.minLng) * SCALE * COS;
const HEIGHT = (VIEW.maxLat - VIEW.minLat) * SCALE;

const project = (lng: number, lat: number): [number, number] => [
  Math.round((lng - VIEW.minLng) * SCALE * COS * 10) / 10,
  Math.round((VIEW.maxLat - lat) * SCALE * 10) / 10,
];

const inView = (lng: number, lat: number) => lng >= VIEW.minLng && lng <= VIEW.maxLng && lat >= VIEW.minLat && lat <= VIEW.maxLat;

function outlinePath(outline: MultiPolygon): string {
  return outline.coordinates
    .flatMap((polygon) => polygon.map((ring) => `M${ring.map(([lng = 0, lat = 0]) => project(lng, lat).join(',')).join('L')}Z`))
    .join('');
}

interface Plotted {
  file: string;
  line: number;
  name: string;
  lat: number;
  lng: number;
  worst: 'error' | 'warning' | 'info';
}

/** Points whose position the pipeline fixed (drawn amber) or that carry an error (red). */
function plotted(points: readonly (CleanPoint | CollectionPoint)[]): Plotted[] {
  const rank = { error: 2, warning: 1, info: 0 } as const;
  return points.flatMap((point) => {
    if (point.lat === null || point.lng === null || point.findings.length === 0) return [];
    const worst = point.findings.reduce<'error' | 'warning' | 'info'>((w, f) => (rank[f.severity] > rank[w] ? f.severity : w), 'info');
    if (worst === 'info') return [];
    return [{ file: point.source.file, line: point.source.line, name: point.name, lat: point.lat, lng: point.lng, worst }];
  });
}

/** What became of raw-data/corrections.csv, when it has lines. */
function correctionsSentence(report: Report): string {
  const { applied, rejected, stale, omitted } = report.corrections;
  if (applied + rejected + stale + omitted === 0) return '';
  return ` Correcciones de <code>raw-data/corrections.csv</code>: ${applied} aplicadas, ${rejected} rechazadas, ${stale} vencidas, ${omitted} filas omitidas.`;
}

/** The lines to paste into raw-data/corrections.csv: one per candidate of a `verify` finding, an `omitir` per row of a near-duplicate cluster. */
function correctionBlock(finding: Finding): string {
  if (!finding.correction || finding.correction.length === 0) return '';
  const keep = finding.code === 'duplicate-near' ? 'deje la línea de cada fila que sobra' : 'deje una línea, o el par lat/lng';
  return `<p>Corrección lista para pegar en <code>raw-data/corrections.csv</code> (${keep}, y escriba el motivo):</p><pre>${escapeHtml(finding.correction.join('\n'))}</pre>`;
}

function findingRows(findings: readonly Finding[]): string {
  const shown = findings.slice(0, ROWS_PER_CODE);
  const rows = shown
    .map(
      (f) =>
        `<tr><td><code>${escapeHtml(findingPlace(f))}</code></td><td>${escapeHtml(f.field)}</td><td>${f.raw === null ? '—' : `<code>${escapeHtml(f.raw)}</code>`}</td><td>${f.fixed === null ? '—' : `<code>${escapeHtml(f.fixed)}</code>`}</td><td>${escapeHtml(f.message)}${f.considered ? `<ul>${f.considered.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>` : ''}${correctionBlock(f)}</td></tr>`,
    )
    .join('\n');
  const more = findings.length - shown.length;
  return `${rows}${more > 0 ? `\n<tr><td colspan="5">… y ${more.toLocaleString('es-CL')} más en report.json</td></tr>` : ''}`;
}

/** What each kind of finding means for the value, in the report's words. */
const KIND_LABELS: Readonly<Record<FindingKind, string>> = {
  fix: 'corregido: las señales lo confirman',
  verify: 'por verificar: no se aplicó',
  flag: 'marcado: el valor quedó vacío o como estaba',
  note: 'nota',
};

/**
 * A self-contained HTML data-quality report for maintainers: inputs, findings grouped by
 * code with file:line and before → after values, and a small map of fixed and flagged points.
 */
export function renderReportHtml(report: Report, points: readonly (CleanPoint | CollectionPoint)[], outline: MultiPolygon): string {
  const byCode = new Map<string, Finding[]>();
  for (const finding of report.findings) byCode.set(finding.code, [...(byCode.get(finding.code) ?? []), finding]);
  // What needs a person first: errors, then warnings, then notes; codes in order within each.
  const rank = { error: 0, warning: 1, info: 2 } as const;
  const codes = [...byCode.keys()].sort(
    (a, b) => rank[byCode.get(a)?.[0]?.severity ?? 'info'] - rank[byCode.get(b)?.[0]?.severity ?? 'info'] || (a < b ? -1 : 1),
  );
  const marks = plotted(points);
  const drawn = marks.filter((m) => inView(m.lng, m.lat));
  const offMap = marks.filter((m) => !inView(m.lng, m.lat));
  const severityLabel = { error: 'error', warning: 'aviso', info: 'nota' } as const;
  const sections = codes
    .map((code) => {
      const findings = byCode.get(code) ?? [];
      const severity = findings[0]?.severity ?? 'info';
      const entry = FINDING_CODES[code as FindingCode];
      const about = entry ? `<p>${escapeHtml(entry.title)} <small>(${KIND_LABELS[entry.kind]})</small></p>` : '';
      return `<section id="${escapeHtml(code)}"><h3><span class="sev ${severity}">${severityLabel[severity]}</span> ${escapeHtml(code)} <small>(${findings.length.toLocaleString('es-CL')})</small></h3>${about}
<table><thead><tr><th>archivo:línea</th><th>campo</th><th>antes</th><th>después</th><th>mensaje</th></tr></thead><tbody>
${findingRows(findings)}
</tbody></table></section>`;
    })
    .join('\n');
  const inputs = report.inputs
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.file)}${i.sheet === null ? '' : ` › ${escapeHtml(i.sheet)}`}</td><td>${i.encoding === null ? `libro ${i.format}` : escapeHtml(i.encoding)}</td><td>${i.delimiter === null ? '—' : `<code>${i.delimiter === '\t' ? 'tab' : escapeHtml(i.delimiter)}</code>`}</td><td>${i.headerLine}</td><td>${i.rows}</td><td>${i.records}</td><td>${i.duplicates}</td><td>${i.omitted}</td><td>${i.leftOut}</td><td>${i.skipped}</td></tr>`,
    )
    .join('\n');
  const { error = 0, warning = 0, info = 0 } = report.counts.bySeverity;
  const dots = drawn
    .map((m) => {
      const [x, y] = project(m.lng, m.lat);
      return `<circle cx="${x}" cy="${y}" r="4" class="${m.worst}"><title>${escapeHtml(`${m.file}:${m.line} ${m.name}`)}</title></circle>`;
    })
    .join('');
  return `<!doctype html>
<html lang="es-CL">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reporte de calidad de datos</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1rem 1.5rem;color:#1d2433;line-height:1.45}
h1{margin-top:0}table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.5rem 0 1.5rem}
th,td{border:1px solid #d0d5dd;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#f2f4f7}
code{font-size:.85em;word-break:break-all}.sev{display:inline-block;padding:.1rem .5rem;border-radius:999px;font-size:.8rem;color:#fff}
.sev.error{background:#b42318}.sev.warning{background:#8a5a00}.sev.info{background:#475467}
.layout{display:grid;grid-template-columns:minmax(0,1fr);gap:1.5rem}@media(min-width:60rem){.layout{grid-template-columns:minmax(0,1fr) ${Math.ceil(WIDTH) + 20}px}}
svg{max-width:100%;height:auto;background:#e8f1fb;border:1px solid #d0d5dd}.land{fill:#f4f1e8;stroke:#8c8c8c;stroke-width:.6}
circle.error{fill:#d92d20;stroke:#fff}circle.warning{fill:#f79009;stroke:#fff}nav a{margin-right:.75rem}
</style>
</head>
<body>
<h1>Reporte de calidad de datos</h1>
<p>${error.toLocaleString('es-CL')} errores, ${warning.toLocaleString('es-CL')} avisos y ${info.toLocaleString('es-CL')} notas. Cada hallazgo indica archivo y línea de la planilla (la línea 1 es el encabezado).${correctionsSentence(report)}</p>
<table><thead><tr><th>archivo</th><th>codificación</th><th>separador</th><th>encabezado en la línea</th><th>filas</th><th>registros</th><th>duplicadas</th><th>omitidas (corrections.csv)</th><th>no legibles</th><th>que no son puntos</th></tr></thead><tbody>
${inputs}
</tbody></table>
<nav aria-label="Códigos">${codes.map((code) => `<a href="#${escapeHtml(code)}">${escapeHtml(code)}</a>`).join(' ')}</nav>
<div class="layout">
<div>
<h2>Hallazgos por código</h2>
${sections}
</div>
<aside>
<h2>Mapa</h2>
<p>Puntos con coordenadas corregidas (naranjo) o con errores (rojo).${offMap.length > 0 ? ` Fuera del mapa continental: ${offMap.map((m) => escapeHtml(`${m.name} (${m.file}:${m.line})`)).join(', ')}.` : ''}</p>
<svg viewBox="0 0 ${Math.ceil(WIDTH)} ${Math.ceil(HEIGHT)}" width="${Math.ceil(WIDTH)}" height="${Math.ceil(HEIGHT)}" role="img" aria-label="Mapa de Chile con ${drawn.length} puntos corregidos o con errores">
<path class="land" d="${outlinePath(outline)}"/>
${dots}
</svg>
</aside>
</div>
</body>
</html>
`;
}
