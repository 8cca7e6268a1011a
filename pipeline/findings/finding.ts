import { z } from 'zod';
import { FINDING_CODES, type FindingCode, FindingCodeSchema, SeveritySchema } from './finding-codes.ts';

export { type Severity, SeveritySchema } from './finding-codes.ts';

/**
 * What a cleaning step says about one field of one row, before the row's location is known.
 * Steps are pure: they return these, and the row mapper adds file and line.
 */
export const FieldFindingSchema = z.object({
  /** Column the finding is about, e.g. `contacto`; `lat,lng` when both are involved. */
  field: z.string(),
  /** Stable machine code from the catalogue (finding-codes.ts), e.g. `decimal-restored`, `phone-error-cell`. */
  code: FindingCodeSchema,
  /** The code's severity in the catalogue. */
  severity: SeveritySchema,
  /** The value as it was in the export (`null` when the finding is about a missing value). */
  raw: z.string().nullable(),
  /** The value after the fix, when there is one, e.g. `-33.4489123`. */
  fixed: z.string().nullable(),
  /** Human explanation in Spanish, e.g. `Coordenadas no válidas: fuera de la región RM`. */
  message: z.string(),
  /**
   * For `verify` findings: the readings that were considered and why none was applied, e.g.
   * `zona 18: -52.1, -73.2 (a 12 km de Natales)`.
   */
  considered: z.array(z.string()).optional(),
  /**
   * For `verify` findings: values the field's cell could be corrected to, as a maintainer would
   * write them in `raw-data/corrections.csv`, e.g. `+56 45 288 2846`; for `lat,lng`, `lat, lng`.
   */
  candidates: z.array(z.string()).optional(),
});
export type FieldFinding = z.output<typeof FieldFindingSchema>;

/** What every finding carries besides its code: the field, the value before and after, and for `verify` findings what was considered. */
export interface FindingDetails {
  field: string;
  raw: string | null;
  fixed?: string | null;
  considered?: readonly string[];
  candidates?: readonly string[];
}

/** The facts a code's message is written from (its template's parameter in the catalogue). */
export type FindingFacts<C extends FindingCode> = Parameters<(typeof FINDING_CODES)[C]['message']> extends [infer Facts, ...unknown[]] ? Facts : unknown;

/** Makes a finding: its severity and its message come from the catalogue (finding-codes.ts). */
export function finding<C extends FindingCode>(code: C, details: FindingDetails & FindingFacts<C>): FieldFinding {
  const entry = FINDING_CODES[code];
  const made: FieldFinding = {
    field: details.field,
    code,
    severity: entry.severity,
    raw: details.raw,
    fixed: details.fixed ?? null,
    message: (entry.message as (facts: FindingDetails & FindingFacts<C>) => string)(details),
  };
  if (details.considered && details.considered.length > 0) made.considered = [...details.considered];
  if (details.candidates && details.candidates.length > 0) made.candidates = [...details.candidates];
  return made;
}

/** A finding located in its input file: `file:line field: message`. */
export const FindingSchema = FieldFindingSchema.extend({
  /** Input file name relative to the raw folder, e.g. `collection-points.csv`. */
  file: z.string(),
  /** In a workbook, the sheet read. */
  sheet: z.string().optional(),
  /** In a workbook, the cell a finding about one column's value is in, e.g. `K12`. */
  cell: z.string().optional(),
  /** 1-based physical line in the file where the row starts (line 1 is the header); in a workbook, the sheet's row number. */
  line: z.number().int().nonnegative(),
  /**
   * Lines ready to paste into `raw-data/corrections.csv`: for a `verify` finding on a record, one
   * per candidate (the maintainer keeps one and writes the reason in `motivo`); for a
   * `duplicate-near` cluster, an `omitir` line per row (the maintainer keeps those of the rows
   * that are one too many).
   */
  correction: z.array(z.string()).optional(),
});
export type Finding = z.output<typeof FindingSchema>;

/** Where something is in an input: `file:line` in a CSV; `file › sheet › K12` (or `› fila 12`) in a workbook, as the spreadsheet names it. */
export function findingPlace(place: { file: string; line: number; sheet?: string | undefined; cell?: string | undefined }): string {
  if (place.sheet === undefined) return `${place.file}:${place.line}`;
  return `${place.file} › ${place.sheet} › ${place.cell ?? `fila ${place.line}`}`;
}

/** Findings stored on a record: its location is already in `source`. */
export const RecordFindingSchema = FieldFindingSchema;
