import { z } from 'zod';

/** A phone number in E.164 form, for `tel:` links, e.g. `+56912345678`. */
export const E164Schema = z.string().regex(/^\+\d{8,15}$/, 'se espera un teléfono E.164, p. ej. "+56224273000"');

/** A Chilean phone number that libphonenumber-js accepts as valid. */
export const PhoneSchema = z.object({
  e164: E164Schema,
  /** International display form, e.g. `+56 9 1234 5678`. */
  display: z.string().min(1),
});
export type Phone = z.output<typeof PhoneSchema>;

/** An e-mail address that passed the syntax check (local part, domain, TLD); lower-cased domain. */
export const EmailSchema = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
