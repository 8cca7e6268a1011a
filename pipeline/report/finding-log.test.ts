import { describe, expect, it } from 'vitest';
import type { ReportSummary } from '../schema/report.ts';
import { formatFindingWithCorrections, summaryTable } from './finding-log.ts';

const summary = (corrections = { applied: 0, rejected: 0, stale: 0, omitted: 0 }): ReportSummary => ({
  inputs: [
    {
      file: 'clean-points.csv',
      format: 'csv',
      sheet: null,
      encoding: 'utf-8',
      delimiter: '\t',
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
  corrections,
  counts: {
    bySeverity: { error: 1, warning: 2, info: 7 },
    byCode: { 'coordinates-invalid': 1, 'decimal-restored': 2, 'image-missing': 4, 'type-place-name': 3 },
    byFile: {
      'clean-points.csv': { 'decimal-restored': 2, 'image-missing': 3 },
      'collection-points.csv': { 'coordinates-invalid': 1, 'image-missing': 1, 'type-place-name': 3 },
    },
    severityByCode: { 'coordinates-invalid': 'error', 'decimal-restored': 'warning', 'image-missing': 'info', 'type-place-name': 'info' },
  },
});

describe('summaryTable', () => {
  it('leads with errors and warnings by file, then the notes once per code', () => {
    expect(summaryTable(summary()).split('\n')).toEqual([
      'clean-points.csv: 3 filas (utf-8, separador "tab") → 3 registros en clean-points.json, 0 duplicadas',
      '',
      'Para revisar (errores y avisos):',
      'archivo                código               severidad  tipo  hallazgos',
      '---------------------  -------------------  ---------  ----  ---------',
      'collection-points.csv  coordinates-invalid  error      flag          1',
      'clean-points.csv       decimal-restored     warning    fix           2',
      '',
      'Notas (una línea por código):',
      'código           tipo  hallazgos',
      '---------------  ----  ---------',
      'image-missing    fix           4',
      'type-place-name  note          3',
      '',
      'Total: 1 errores, 2 avisos, 7 notas',
    ]);
  });

  it('counts the corrections when there are any', () => {
    expect(summaryTable(summary({ applied: 3, rejected: 1, stale: 2, omitted: 1 })).split('\n')[1]).toBe(
      'corrections.csv: 3 aplicadas, 1 rechazadas, 2 vencidas, 1 filas omitidas',
    );
  });

  it('says when nothing needs a person', () => {
    const quiet = summary();
    quiet.counts.byFile = { 'clean-points.csv': { 'image-missing': 4 } };
    expect(summaryTable(quiet)).toContain('Nada que revisar: ningún error ni aviso.');
  });
});

describe('formatFindingWithCorrections', () => {
  it('lists the lines to paste under a finding', () => {
    const base = {
      file: 'collection-points.csv',
      line: 4,
      field: 'contacto',
      code: 'phone-verify' as const,
      severity: 'warning' as const,
      raw: '8765 4321',
      fixed: null,
      message: 'm',
    };
    expect(formatFindingWithCorrections(base)).toBe('collection-points.csv:4 contacto: m');
    expect(formatFindingWithCorrections({ ...base, correction: ['a,b', 'c,d'] })).toBe(
      'collection-points.csv:4 contacto: m\n  → raw-data/corrections.csv: a,b\n  → raw-data/corrections.csv: c,d',
    );
  });
});
