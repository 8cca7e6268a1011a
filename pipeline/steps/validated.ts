import { z } from 'zod';

/** True when the value and everything it holds can no longer change. */
function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every(deeplyFrozen);
}

/**
 * `schema`, checked once per object. The row mapper shares the results of its caches between
 * rows (a company's phones, a schedule's openings), deeply frozen; checking the same object again
 * on every row that carries it gives the same answer, so a value that passed and is deeply
 * frozen is remembered (by identity, weakly) and let through after that. Anything else — a new
 * or mutable object, or one that failed — is checked in full every time, and its problems are
 * reported with the same paths and messages as `schema` itself.
 *
 * Only for schemas without transforms: the value is passed on as it came in.
 */
export function validatedOnce<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, z.input<T>> {
  const passed = new WeakSet<object>();
  return z.custom<z.output<T>>().superRefine((value, ctx) => {
    if (typeof value === 'object' && value !== null && passed.has(value)) return;
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue } as Parameters<typeof ctx.addIssue>[0]);
      return;
    }
    if (typeof value === 'object' && value !== null && deeplyFrozen(value)) passed.add(value);
  }) as unknown as z.ZodType<z.output<T>, z.input<T>>;
}
