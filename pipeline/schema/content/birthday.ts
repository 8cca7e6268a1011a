import { z } from 'zod';
import { ImageSchema, PdfSchema } from './common.ts';

/** `raw-data/content/birthday.json`: the birthday sweepstakes page (`/cumple`). */
export const BirthdaySchema = z.object({
  /** Page heading (the only h1), e.g. `¡Celebra tu cumpleaños con Teletón Kids!`. */
  title: z.string().min(1),
  /** The prize: tickets for a child and friends to celebrate a birthday at a role-play theme park. */
  prize: z.string().min(1),
  /** Heading of the form, `Formulario`. */
  formTitle: z.string().min(1),
  /** Short help above the fields, e.g. who should fill them in. */
  formText: z.string().min(1),
  /** The sweepstakes' legal bases. */
  legal: z.object({
    /** Link text, e.g. `Bases legales del concurso`. */
    label: z.string().min(1),
    /** e.g. `legal/cumpleanos-2024.pdf`. */
    file: PdfSchema,
  }),
  /** The downloadable greeting. */
  greeting: z.object({
    /** Heading of the greeting window, e.g. `Tu saludo de cumpleaños`. */
    title: z.string().min(1),
    /** Background (800×600) with "¡Feliz cumpleaños," at the top and room below for the child's name. */
    image: ImageSchema,
  }),
});
export type Birthday = z.output<typeof BirthdaySchema>;
