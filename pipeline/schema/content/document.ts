import { z } from 'zod';
import { IsoDateSchema, PdfSchema } from './common.ts';

/**
 * A document with a validity, named by the content (contest rules, terms): the PDF and the last
 * day it applies. The pages show the date beside the link ("vigentes hasta …") and never show an
 * ended document as the current one; `pipeline build` warns on the terminal once the day has passed.
 */
export const DocumentSchema = z.strictObject({
  file: PdfSchema,
  validUntil: IsoDateSchema.nullable().describe(
    "Last day the document applies, `YYYY-MM-DD` (a contest's closing day), e.g. `2023-11-30`; `null` for one with no end date, which applies until a new version replaces it (the site's terms).",
  ),
});
export type Document = z.output<typeof DocumentSchema>;

/** True when the document no longer applies on `today` (`YYYY-MM-DD`): its last day is before it. */
export function hasEnded(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}

/** Today's date in Chile, `YYYY-MM-DD`: the day a document's validity is compared with. */
export function chileToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
