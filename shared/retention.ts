import { z } from 'zod';
import { FORM_NAMES, type FormName } from './forms.ts';

/**
 * How long a form's submissions are kept, in whole days counted from the moment the inbox
 * received them. One source for the privacy content's schema (the pipeline), the notices (the
 * site) and the local inbox's expiry (the server).
 */
export const RetentionDaysSchema = z
  .int('se espera un número entero de días')
  .min(1, 'al menos 1 día')
  .max(3650, 'como máximo 3650 días (diez años)')
  .describe(
    "How long this form's submissions are kept, in days from their arrival, e.g. `90`; the local inbox deletes them after that, and a webhook's receiver must do the same.",
  );

/** Each form's retention in days. */
export type Retention = Record<FormName, number>;

/**
 * The part of `generated/content/privacy.json` the local server reads: each form's retention.
 * Only these fields are checked here; the pipeline checks the whole file with its own schema.
 */
const RetentionFileSchema = z.object({
  forms: z.record(z.enum(FORM_NAMES), z.object({ retentionDays: RetentionDaysSchema })),
});

/** Each form's retention from the privacy content; throws a zod error when a form or its period is missing. */
export function retentionFrom(privacy: unknown): Retention {
  const { forms } = RetentionFileSchema.parse(privacy);
  return Object.fromEntries(FORM_NAMES.map((form) => [form, forms[form].retentionDays])) as Retention;
}

const DAY_MS = 86_400_000;

/** True when a submission received at `receivedAt` has outlived `days` at `now`. */
export function isExpired(receivedAt: Date, days: number, now: Date): boolean {
  return now.getTime() - receivedAt.getTime() >= days * DAY_MS;
}
