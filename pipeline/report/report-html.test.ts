import { describe, expect, it } from 'vitest';
import type { FindingCode } from '../findings/finding-codes.ts';
import type { CleanPoint } from '../schema/clean-point.ts';
import type { Report } from '../schema/report.ts';
import { ROWS_PER_CODE, renderReportHtml } from './report-html.ts';

const finding = (line: number, code: FindingCode = 'decimal-restored') => ({
  file: 'clean-points.csv',
  line,
  field: 'lat',
  code,
  severity: 'warning' as const,
  raw: '-334569123',
  fixed: '-33.4569123',
  message: 'Punto decimal perdido restaurado <ok>',
});

const report = (findings: Report['findings']): Report => ({
  inputs: [
    {
      file: 'clean-points.csv',
      format: 'csv',
      sheet: null,
      encoding: 'windows-1252',
      delimiter: ';',
      rows: 3,
      headerLine: 1,
      records: 3,
      duplicates: 0,
      omitted: 0,
      leftOut: 0,
      skipped: 0,
      output: 'clean-points.json',
    },
  ],
  corrections: { applied: 0, rejected: 0, stale: 0, omitted: 0 },
  counts: { bySeverity: { error: 0, warning: findings.length, info: 0 }, byCode: {}, byFile: {}, severityByCode: {} },
  findings,
});

const point = (lat: number, lng: number, line: number): CleanPoint => ({
  id: 'cp-00000000',
  region: 'Metropolitana',
  regionCode: 'CL-RM',
  comuna: 'Ñuñoa',
  name: `Punto ${line}`,
  address: null,
  image: 'punto-limpio.svg',
  lat,
  lng,
  source: { file: 'clean-points.csv', line },
  findings: [finding(line)],
});

const outline = {
  type: 'MultiPolygon' as const,
  coordinates: [
    [
      [
        [-70, -30],
        [-71, -30],
        [-71, -31],
        [-70, -30],
      ],
    ],
  ],
};

describe('renderReportHtml', () => {
  it('groups findings by code with file:line and before → after, escaped', () => {
    const html = renderReportHtml(report([finding(2), finding(5, 'latlng-swapped')]), [], outline);
    expect(html).toContain('<section id="decimal-restored">');
    expect(html).toContain('<section id="latlng-swapped">');
    expect(html).toContain('<code>clean-points.csv:2</code>');
    expect(html).toContain('<code>-334569123</code></td><td><code>-33.4569123</code>');
    expect(html).toContain('restaurado &lt;ok&gt;');
    expect(html).toContain('<td>windows-1252</td><td><code>;</code></td>');
  });

  it("says what each code means from the catalogue, and lists a verify finding's readings", () => {
    const verify = { ...finding(7, 'coordinates-verify'), fixed: null, considered: ['zona 18: -52.33, -74.53 <mar>', 'zona 19: -52.33, -68.53'] };
    const html = renderReportHtml(report([verify]), [], outline);
    expect(html).toContain('Una corrección de las coordenadas es posible pero no está confirmada: quedan vacías <small>(por verificar: no se aplicó)</small>');
    expect(html).toContain('<ul><li>zona 18: -52.33, -74.53 &lt;mar&gt;</li><li>zona 19: -52.33, -68.53</li></ul>');
  });

  it('draws fixed points on the map and lists the ones off the mainland', () => {
    const html = renderReportHtml(report([finding(2), finding(3)]), [point(-33.45, -70.6, 2), point(-27.15, -109.43, 3)], outline);
    expect(html.match(/<circle /g)).toHaveLength(1);
    expect(html).toContain('<title>clean-points.csv:2 Punto 2</title>');
    expect(html).toContain('Fuera del mapa continental: Punto 3 (clean-points.csv:3)');
  });

  it('counts the corrections, and shows the lines to paste under a verify finding', () => {
    const withCorrections = {
      ...report([{ ...finding(7, 'coordinates-verify'), correction: ['collection-points,7,lat,-334,-33.4,'] }]),
      corrections: { applied: 2, rejected: 1, stale: 3, omitted: 0 },
    };
    const html = renderReportHtml(withCorrections, [], outline);
    expect(html).toContain('Correcciones de <code>raw-data/corrections.csv</code>: 2 aplicadas, 1 rechazadas, 3 vencidas, 0 filas omitidas.');
    expect(html).toContain('<pre>collection-points,7,lat,-334,-33.4,</pre>');
    expect(renderReportHtml(report([]), [], outline)).not.toContain('Correcciones de');
  });

  it("shows a near-duplicate cluster's omitir lines, saying to keep those of the rows that are one too many", () => {
    const html = renderReportHtml(
      report([{ ...finding(9, 'duplicate-near'), correction: ['clean-points,cp-1,omitir,,,', 'clean-points,cp-2,omitir,,,'] }]),
      [],
      outline,
    );
    expect(html).toContain(
      '(deje la línea de cada fila que sobra, y escriba el motivo):</p><pre>clean-points,cp-1,omitir,,,\nclean-points,cp-2,omitir,,,</pre>',
    );
    expect(renderReportHtml(report([{ ...finding(7, 'coordinates-verify'), correction: ['x'] }]), [], outline)).toContain(
      '(deje una línea, o el par lat/lng, y escriba el motivo)',
    );
  });

  it('caps the rows per code and says how many more there are', () => {
    const many = Array.from({ length: ROWS_PER_CODE + 25 }, (_, i) => finding(i + 2));
    const html = renderReportHtml(report(many), [], outline);
    expect(html).toContain('… y 25 más en report.json');
  });
});
