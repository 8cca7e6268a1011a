import { z } from 'zod';
import { SlugSchema } from './common.ts';
import { DocumentSchema } from './document.ts';
import { PendingSchema } from './pending.ts';

const DocumentNameSchema = z.strictObject({
  id: SlugSchema.describe('e.g. `arena-teleton-2023`.'),
  title: z.string().min(1).describe('Link text, e.g. `Arena Teletón 2023`.'),
});

/**
 * One document of the legal bases page: a PDF with its validity, or, until the organisation
 * publishes it, `{ "id", "title", "pending": … }` (the page says it is coming; every build reports it).
 */
export const LegalDocumentSchema = z.union([DocumentNameSchema.extend(DocumentSchema.shape), DocumentNameSchema.extend(PendingSchema.shape)]);
export type LegalDocument = z.output<typeof LegalDocumentSchema>;

/** `raw-data/content/legal.json`: the documents of the legal bases page; those whose validity has passed are listed apart, as past rules. */
export const LegalFileSchema = z.strictObject({
  documents: z
    .array(LegalDocumentSchema)
    .min(1)
    .refine((documents) => new Set(documents.map((document) => document.id)).size === documents.length, 'ids de documento repetidos'),
});
export type LegalFile = z.output<typeof LegalFileSchema>;
