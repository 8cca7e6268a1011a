import { z } from 'zod';
import { ReportSchema } from './report.ts';

/**
 * One reason an input cannot be used as a whole (a missing file, a bad header, a content file
 * that does not validate), where it is as far as known: printed `file:line field: message`.
 */
export const InputProblemSchema = z.object({
  /** The file relative to the raw folder, e.g. `content/dogs.json`; null when no file is to blame. */
  file: z.string().nullable(),
  line: z.number().int().positive().nullable(),
  column: z.number().int().positive().nullable(),
  /** The column or the JSON path, e.g. `lat` or `dogs.2.name`. */
  field: z.string().nullable(),
  message: z.string(),
});
export type InputProblem = z.output<typeof InputProblemSchema>;

/**
 * What `pipeline build --json` prints: the summary of what it wrote, or every problem that
 * stopped it (then nothing was written). The dev server's live preview reads it.
 */
export const BuildSummarySchema = z.union([
  ReportSchema.pick({ inputs: true, corrections: true, counts: true }).extend({ written: z.array(z.string()) }),
  z.object({ problems: z.array(InputProblemSchema).min(1) }),
]);
export type BuildSummary = z.output<typeof BuildSummarySchema>;
