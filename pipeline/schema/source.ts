import { z } from 'zod';

/** Where a record came from. */
export const SourceSchema = z.object({
  /** Input file name, e.g. `clean-points.csv`, `collection-points.xlsx`. */
  file: z.string(),
  /** In a workbook, the sheet the row is on (its line is the sheet's row number). */
  sheet: z.string().optional(),
  /** Line where the row starts; line 1 is the header. */
  line: z.number().int().positive(),
});
export type Source = z.output<typeof SourceSchema>;
