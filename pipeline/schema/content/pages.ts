import { z } from 'zod';
import { ImageSchema } from './common.ts';

/** Heading, text and optional image of a simple page or state. */
const BlockSchema = z.strictObject({
  title: z.string().min(1),
  text: z.string().min(1),
  image: ImageSchema.optional(),
});

/** `raw-data/content/pages.json`: texts and images of the sign-up pages and their success states. */
export const PagesFileSchema = z.strictObject({
  academia: BlockSchema,
  newsletter: z.strictObject({ form: BlockSchema, success: BlockSchema.extend({ image: ImageSchema }) }),
  diaDelNino: z.strictObject({ form: BlockSchema, success: BlockSchema.extend({ image: ImageSchema }) }),
  kidzapalooza: BlockSchema,
});
export type PagesFile = z.output<typeof PagesFileSchema>;
