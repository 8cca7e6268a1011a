import { z } from 'zod';

/** Where a record came from. */
export const SourceSchema = z.object({
  /** Input file name, e.g. `clean-points.csv`. */
  file: z.string(),
  /** Line where the row starts; line 1 is the header. */
  line: z.number().int().positive(),
});
export type Source = z.output<typeof SourceSchema>;
