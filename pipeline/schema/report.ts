import { z } from 'zod';
import { FindingSchema } from '../findings/finding.ts';

/** What an input file is, whatever its name: a CSV, or a workbook (Excel, LibreOffice, Excel 97–2003); each is also the extension it may have. */
export const InputFormatSchema = z.enum(['csv', 'xlsx', 'ods', 'xls']);
export type InputFormat = z.output<typeof InputFormatSchema>;

/**
 * What the pipeline read from one input file. Every row under the header is accounted for once:
 * `rows` = `records` + `duplicates` + `omitted` + `leftOut` + `skipped`.
 */
export const InputSummarySchema = z.object({
  /** File name relative to the raw folder, e.g. `collection-points.csv`, `collection-points.xlsx`. */
  file: z.string(),
  /** What the file is: `csv`, or a workbook (`xlsx`, `ods`, `xls`), whatever its name. */
  format: InputFormatSchema,
  /** In a workbook, the sheet read (the one visible sheet with the header); null for a CSV. */
  sheet: z.string().nullable(),
  /**
   * Encoding read: `utf-8`, `utf-8-bom`, `utf-16le`, `utf-16be`, `windows-1252`, `mac-roman` (Excel
   * for Mac), `cp850` (Excel's MS-DOS CSV), or `mixed` (UTF-8 with some Windows-1252 cells;
   * `mixed-mac-roman`, `mixed-cp850` with cells in those sets). Null for a workbook: its cells are
   * stored as text and numbers, not as bytes in an encoding.
   */
  encoding: z.string().nullable(),
  /** Delimiter read: `,`, `;`, a tab or `|`. Null for a workbook: its cells are not split by a delimiter. */
  delimiter: z.string().nullable(),
  /** The line the header is on (lines above it are skipped with a `lines-above-header` note); in a workbook, the sheet's row. */
  headerLine: z.number().int().positive(),
  /**
   * Rows under the header, as the spreadsheet had them: each line, or each record when a quoted
   * cell spans lines; a row split over two lines by an unquoted line break counts once; lines that
   * could not be read count one each.
   */
  rows: z.number().int().nonnegative(),
  /** Records written. */
  records: z.number().int().nonnegative(),
  /** Exact duplicate rows kept once; each is a `duplicate-row` finding. */
  duplicates: z.number().int().nonnegative(),
  /** Rows left out by an `omitir` line of corrections.csv; each is a `row-omitted` finding. */
  omitted: z.number().int().nonnegative(),
  /** Rows left out because they could not be read for sure (`row-fields-extra`, `row-unreadable`). */
  leftOut: z.number().int().nonnegative(),
  /** Lines that are not points, skipped: blank lines, a repeated header, titles, totals, descriptions (each a finding naming its line). */
  skipped: z.number().int().nonnegative(),
  /** Output file written from it, e.g. `collection-points.json`. */
  output: z.string(),
});
export type InputSummary = z.output<typeof InputSummarySchema>;

/** What became of the lines of `raw-data/corrections.csv` in a run. */
export const CorrectionSummarySchema = z.object({
  /** Corrections applied (each a `correction-applied` finding). */
  applied: z.number().int().nonnegative(),
  /** Corrections whose value the rules refused (`correction-rejected`): the export's value is published. */
  rejected: z.number().int().nonnegative(),
  /** Corrections that no longer match the export or whose record is gone (`correction-stale`). */
  stale: z.number().int().nonnegative(),
  /** Rows left out by an `omitir` line (`row-omitted`). */
  omitted: z.number().int().nonnegative(),
});
export type CorrectionSummary = z.output<typeof CorrectionSummarySchema>;

/** `generated/report.json`: every fix and flag, deterministic (no timestamps). */
export const ReportSchema = z.object({
  inputs: z.array(InputSummarySchema),
  corrections: CorrectionSummarySchema,
  counts: z.object({
    /** Findings per severity. */
    bySeverity: z.record(z.string(), z.number().int()),
    /** Findings per code, codes sorted. */
    byCode: z.record(z.string(), z.number().int()),
    /** Findings per file and code. */
    byFile: z.record(z.string(), z.record(z.string(), z.number().int())),
    /** The severity each code is reported with, e.g. `decimal-restored: warning`. */
    severityByCode: z.record(z.string(), z.string()),
  }),
  /** Every finding, in file order then line order. */
  findings: z.array(FindingSchema),
});
export type Report = z.output<typeof ReportSchema>;

/** The report without its findings: what a run returns once the findings are written out. */
export type ReportSummary = Omit<Report, 'findings'>;
