import { z } from 'zod';
import { pictureIn } from './common.ts';
import { DocumentSchema } from './document.ts';
import { PendingSchema } from './pending.ts';

const LegalLabelSchema = z.strictObject({ label: z.string().min(1).describe('Link text, e.g. `Bases legales del concurso de cumpleaños`.') });

/** `raw-data/content/birthday.json`: the birthday sweepstakes page (`/cumple`). */
export const BirthdaySchema = z.strictObject({
  title: z.string().min(1).describe('Page heading (the only h1), e.g. `¡Celebra tu cumpleaños con Teletón Kids!`.'),
  prize: z.string().min(1).describe('The prize: tickets for a child and friends to celebrate a birthday at a role-play theme park.'),
  formTitle: z.string().min(1).describe('Heading of the form, `Formulario`.'),
  formText: z.string().min(1).describe('Short help above the fields, e.g. who should fill them in.'),
  legal: z
    .union([LegalLabelSchema.extend(DocumentSchema.shape), LegalLabelSchema.extend(PendingSchema.shape)])
    .describe("The sweepstakes' current legal bases with their validity, or `{ label, pending }` until they are published."),
  greeting: z
    .strictObject({
      title: z.string().min(1).describe('Heading of the greeting window, e.g. `Tu saludo de cumpleaños`.'),
      image: pictureIn('greeting', 'Background with "¡Feliz cumpleaños," at the top and room below for the child\'s name.'),
    })
    .describe('The downloadable greeting.'),
});
export type Birthday = z.output<typeof BirthdaySchema>;
