import { z } from 'zod';
import { ExternalUrlSchema, ImageSchema } from './common.ts';

/** A partner company shown in the logos section of the telethon page. */
export const PartnerSchema = z.strictObject({
  name: z.string().min(1).describe('Company name; also the logo\'s alternative text, e.g. `ReSimple`.'),
  image: ImageSchema.describe('Logo image (about 160×64), e.g. `brand/partner-1.svg`.'),
  url: ExternalUrlSchema.optional().describe('The partner\'s own site (https), opened in a new tab; omit when there is none.'),
});
export type Partner = z.output<typeof PartnerSchema>;

/** `raw-data/content/teleton.json`: the texts and images of the telethon page (`/` and `/teleton25`). */
export const TeletonSchema = z.strictObject({
  hero: z.strictObject({
    title: z.string().min(1).describe('Main heading of the page (the only h1), e.g. `Recicla en familia con la Teletón`.'),
    text: z.string().min(1).describe('One or two sentences under the heading.'),
    image: ImageSchema.describe('Banner illustration, e.g. `hero/teleton.svg` (1200×500).'),
    imageAlt: z.string().min(1).describe('What the illustration shows, for people who cannot see it; e.g. `Una familia lleva botellas a un punto limpio`.'),
  }),
  tarea: z.strictObject({
    /** Section heading, e.g. `Tarea teletón`. */
    title: z.string().min(1),
    /** What the campaign asks families to do. */
    text: z.string().min(1),
    /** Short numbered steps, e.g. `Junta botellas plásticas limpias y aplastadas`. */
    steps: z.array(z.string().min(1)).min(1),
  }).describe('The "Tarea teletón" section (`#tarea-teleton`).'),
  counter: z.strictObject({
    /** Section heading, e.g. `Contador de botellas`. */
    title: z.string().min(1),
    /** Words after the number, e.g. `botellas recicladas`. */
    unit: z.string().min(1),
    /** Sentence under the number, e.g. `¡Cada botella suma!`. */
    text: z.string().min(1),
    /** Calm note shown when the count cannot be read, e.g. `El contador se actualiza en unos minutos`. */
    unavailable: z.string().min(1),
  }).describe('The bottle counter section (`#contador`).'),
  locator: z.strictObject({
    /** Section heading, e.g. `Puntos limpios`. */
    title: z.string().min(1),
    /** Invitation to find the nearest clean point and recycle as a family; the site hashtag is shown after it. */
    invitation: z.string().min(1),
    /** Marker icon for points whose own icon was not published, e.g. `icons/punto-limpio.svg` (40×50). */
    defaultIcon: ImageSchema,
    /** Text of the link to the directory of collection points (`/puntos-de-reciclaje`). */
    directoryLink: z.string().min(1),
  }).describe('The clean-point locator section (`#puntos-limpios`).'),
  directory: z.strictObject({
    /** Page heading, e.g. `Puntos de reciclaje`. */
    title: z.string().min(1),
    /** Intro under the heading: what the visitor finds and how to filter. */
    text: z.string().min(1),
  }).describe('The directory of collection points (`/puntos-de-reciclaje`).'),
  partners: z.strictObject({
    /** Section heading, e.g. `Nos acompañan`. */
    title: z.string().min(1),
    items: z.array(PartnerSchema).min(1),
  }).describe('Partner logos section.'),
});
export type Teleton = z.output<typeof TeletonSchema>;
