import { z } from 'zod';
import { ExternalUrlSchema, HeroSchema, IsoDateSchema, LinkSchema, pictureIn } from './common.ts';
import { DocumentSchema } from './document.ts';

/** A time of day as `HH:MM` (24 h). */
const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'se espera una hora HH:MM, p. ej. "11:00"');

/** One of the footer's illustrations with the words that describe it. */
const FooterPictureSchema = z.strictObject({
  image: pictureIn('petsFooter', 'e.g. `pets/perro.svg`.'),
  alt: z.string().min(1).describe('What it shows, for people who cannot see it, e.g. `Un perro sentado`.'),
});

/** A foundation that brings its dogs to the event. */
export const FoundationSchema = z.strictObject({
  name: z.string().min(1).describe("e.g. `Fundación Patitas`; also the logo's alternative text."),
  logo: pictureIn('foundationLogo', 'Logo, e.g. `foundations/fundacion-1.svg`.'),
});
export type Foundation = z.output<typeof FoundationSchema>;

/**
 * `raw-data/content/pets.json`: the pet-adoption event pages (`/mascotas`, `/mascotas-gracias`,
 * `/listamascotas/<perro>`).
 */
export const PetsSchema = z.strictObject({
  menu: z
    .array(LinkSchema)
    .min(1)
    .describe("The pet pages' own menu: Home, Perritos (the list of dogs), Luna de juegos, Academia Solar, kidzapalooza, Suscríbete."),
  hero: HeroSchema,
  event: z
    .strictObject({
      title: z.string().min(1).describe('Section heading, e.g. `Ven al evento de adopción`.'),
      date: IsoDateSchema.describe('Day of the event, `YYYY-MM-DD`; the page prints it as `Sábado 11 de marzo`.'),
      from: TimeSchema.describe('Opening and closing time, `HH:MM`, e.g. `11:00` and `17:00`.'),
      to: TimeSchema,
      place: z.strictObject({
        name: z.string().min(1).describe('Park name, e.g. `Parque Bicentenario de Vitacura`.'),
        address: z.string().min(1).describe('Street address or area, as printed.'),
        mapUrl: ExternalUrlSchema.describe('Map link for the place (opens in a new tab).'),
      }),
      text: z.string().min(1).describe('What happens at the event.'),
      free: z.boolean().describe('Whether entry is free (`true`: "La entrada es gratuita"); search engines show it with the event.'),
    })
    .refine((event) => event.from < event.to, { message: 'la hora de término debe ser posterior a la de inicio', path: ['to'] }),
  form: z
    .strictObject({
      title: z.string().min(1),
      text: z.string().min(1).describe('What the form is for and who may fill it in (a person of 18 or more: the form checks the birth date).'),
    })
    .describe("The attendance form's heading and introduction."),
  terms: DocumentSchema.describe("The event's rules (PDF) and their validity, linked from the form's checkbox."),
  foundations: z
    .strictObject({
      title: z.string().min(1).describe('Section heading, e.g. `Fundaciones que participan`.'),
      items: z.array(FoundationSchema).length(3),
    })
    .describe('The foundations, in order: the dog pages use the 1st for ids 1–20, the 2nd for 22–31 and the 3rd for 32–44.'),
  collaboration: z
    .strictObject({
      title: z.string().min(1),
      paragraphs: z.array(z.string().min(1)).min(1).describe('Paragraphs, in order.'),
    })
    .describe('The collaboration section: how families can help.'),
  footer: z
    .strictObject({
      text: z.string().min(1),
      dog: FooterPictureSchema,
      cat: FooterPictureSchema,
    })
    .describe('The pets footer: a short line and the dog and cat illustrations.'),
  thanks: z
    .strictObject({
      title: z.string().min(1).describe('Heading: `Tus datos fueron ingresados correctamente y tu asistencia ya está confirmada.`'),
      subtitle: z.string().min(1).describe('Subheading: `TE ESPERAMOS`.'),
    })
    .describe('The thank-you page (`/mascotas-gracias`).'),
});
export type Pets = z.output<typeof PetsSchema>;
