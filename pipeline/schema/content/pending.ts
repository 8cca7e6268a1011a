import { z } from 'zod';

/**
 * A value only the organisation can give, not known yet (the RUT, a mailbox someone reads, the
 * current contest rules), written `{ "pending": "what goes here" }` in place of the value. The
 * pages say it is pending, and every `pipeline build` reports it (`content-placeholder`, a
 * warning) until a maintainer writes the real value in its place.
 */
export const PendingSchema = z.strictObject({
  pending: z
    .string()
    .min(1)
    .describe('What must go here and who can give it, e.g. `el RUT de la razón social responsable (área legal)`; replace the whole object with the value.'),
});
export type Pending = z.output<typeof PendingSchema>;

/** The value, or `{ "pending": … }` until it is known. */
export function orPending<T extends z.ZodType>(schema: T) {
  return z.union([schema, PendingSchema]);
}

/**
 * The value, or, until someone confirms it, `{ "pending": "what to confirm", "provisional": value }`:
 * the pages use the provisional value and every build reports it (a mailbox nobody has said they read).
 */
export function orProvisional<T extends z.ZodType>(schema: T) {
  return z.union([schema, PendingSchema.extend({ provisional: schema.describe('The value the pages use until it is confirmed.') })]);
}

/** True for a pending value (with or without a provisional one). */
export function isPending<T>(value: T): value is Extract<T, Pending> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { pending?: unknown }).pending === 'string';
}

/** The value to use now: the value itself, the provisional one of a pending value, or null when there is none yet. */
export function currentValue<T>(value: T | Pending | (Pending & { provisional: T })): T | null {
  if (!isPending(value)) return value as T;
  return 'provisional' in value ? value.provisional : null;
}
