import { z } from 'zod';

/** How serious a finding is: `error` means data was lost or could not be used, `warning` that it was changed, `info` a note. */
export const SeveritySchema = z.enum(['error', 'warning', 'info']);
export type Severity = z.output<typeof SeveritySchema>;

/**
 * What a cleaning step says about one field of one row, before the row's location is known.
 * Steps are pure: they return these, and the row mapper adds file and line.
 */
export const FieldFindingSchema = z.object({
  /** Column the finding is about, e.g. `contacto`; `lat,lng` when both are involved. */
  field: z.string(),
  /** Stable machine code in kebab-case, e.g. `decimal-restored`, `phone-error-cell`. */
  code: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  severity: SeveritySchema,
  /** The value as it was in the export (`null` when the finding is about a missing value). */
  raw: z.string().nullable(),
  /** The value after the fix, when there is one, e.g. `-33.4489123`. */
  fixed: z.string().nullable(),
  /** Human explanation in Spanish, e.g. `Coordenadas no válidas: fuera de la región RM`. */
  message: z.string(),
});
export type FieldFinding = z.output<typeof FieldFindingSchema>;

/** A finding located in its input file: `file:line field: message`. */
export const FindingSchema = FieldFindingSchema.extend({
  /** Input file name relative to the raw folder, e.g. `collection-points.csv`. */
  file: z.string(),
  /** 1-based physical line in the file where the row starts (line 1 is the header). */
  line: z.number().int().nonnegative(),
});
export type Finding = z.output<typeof FindingSchema>;

/** Findings stored on a record: its location is already in `source`. */
export const RecordFindingSchema = FieldFindingSchema;

/** Where a record came from. */
export const SourceSchema = z.object({
  /** Input file name, e.g. `clean-points.csv`. */
  file: z.string(),
  /** Line where the row starts; line 1 is the header. */
  line: z.number().int().positive(),
});
export type Source = z.output<typeof SourceSchema>;
