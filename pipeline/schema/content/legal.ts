import { z } from 'zod';
import { PdfSchema, SlugSchema } from './common.ts';

/** `raw-data/content/legal.json`: the documents of the legal bases page. */
export const LegalFileSchema = z.strictObject({
  documents: z
    .array(
      z.strictObject({
        id: SlugSchema.describe('e.g. `cumpleanos-2024`.'),
        title: z.string().min(1).describe('Link text, e.g. `Cumpleaños 2024`.'),
        file: PdfSchema,
      }),
    )
    .min(1),
});
export type LegalFile = z.output<typeof LegalFileSchema>;
