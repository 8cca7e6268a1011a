import { z } from 'zod';
import { FindingSchema } from './finding.ts';

/** What the pipeline read from one input file. */
export const InputSummarySchema = z.object({
  /** File name relative to the raw folder, e.g. `collection-points.csv`. */
  file: z.string(),
  /** Detected encoding: `utf-8`, `utf-8-bom`, `utf-16le` or `windows-1252`. */
  encoding: z.string(),
  /** Detected delimiter: `,`, `;` or a tab. */
  delimiter: z.string(),
  /** Data rows read (header and blank rows excluded). */
  rows: z.number().int().nonnegative(),
  /** Rows with every cell empty, skipped. */
  blankRows: z.number().int().nonnegative(),
  /** Records written: rows minus exact duplicates. */
  records: z.number().int().nonnegative(),
  /** Exact duplicate rows kept once; each is a `duplicate-row` finding. */
  duplicates: z.number().int().nonnegative(),
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
