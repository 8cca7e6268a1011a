import { z } from 'zod';
import { PdfSchema, SlugSchema } from './common.ts';

/** `raw-data/content/legal.json`: the documents of the legal bases page. */
export const LegalFileSchema = z.object({
  documents: z
    .array(
      z.object({
        /** e.g. `cumpleanos-2024`. */
        id: SlugSchema,
        /** Link text, e.g. `Cumpleaños 2024`. */
        title: z.string().min(1),
        file: PdfSchema,
      }),
    )
    .min(1),
});
export type LegalFile = z.output<typeof LegalFileSchema>;
