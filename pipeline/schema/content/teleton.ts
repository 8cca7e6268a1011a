import { z } from 'zod';
import { ExternalUrlSchema, HeroSchema, pictureIn } from './common.ts';

/** A partner company shown in the logos section of the telethon page. */
export const PartnerSchema = z.strictObject({
  name: z.string().min(1).describe("Company name; also the logo's alternative text, e.g. `ReSimple`."),
  image: pictureIn('partnerLogo', 'Logo image, e.g. `brand/partner-1.svg`.'),
  url: ExternalUrlSchema.optional().describe("The partner's own site (https), opened in a new tab; omit when there is none."),
});
export type Partner = z.output<typeof PartnerSchema>;

/** `raw-data/content/teleton.json`: the texts and images of the telethon page (`/` and `/teleton25`). */
export const TeletonSchema = z.strictObject({
  hero: HeroSchema,
  tarea: z
    .strictObject({
      title: z.string().min(1).describe('Section heading, e.g. `Tarea teletón`.'),
      text: z.string().min(1).describe('What the campaign asks families to do.'),
      steps: z.array(z.string().min(1)).min(1).describe('Short numbered steps, e.g. `Junta botellas plásticas limpias y aplastadas`.'),
    })
    .describe('The "Tarea teletón" section (`#tarea-teleton`).'),
  counter: z
    .strictObject({
      title: z.string().min(1).describe('Section heading, e.g. `Contador de botellas`.'),
      unit: z.string().min(1).describe('Words after the number, e.g. `botellas recicladas`.'),
      text: z.string().min(1).describe('Sentence under the number, e.g. `¡Cada botella suma!`.'),
      unavailable: z.string().min(1).describe('Calm note shown when the count cannot be read, e.g. `El contador se actualiza en unos minutos`.'),
    })
    .describe('The bottle counter section (`#contador`).'),
  locator: z
    .strictObject({
      title: z.string().min(1).describe('Section heading, e.g. `Puntos limpios`.'),
      invitation: z.string().min(1).describe('Invitation to find the nearest clean point and recycle as a family; the site hashtag is shown after it.'),
      defaultIcon: pictureIn('mapIcon', 'Marker icon for points whose own icon was not published, e.g. `icons/punto-limpio.svg`.'),
      directoryLink: z.string().min(1).describe('Text of the link to the directory of collection points (`/puntos-de-reciclaje`).'),
    })
    .describe('The clean-point locator section (`#puntos-limpios`).'),
  directory: z
    .strictObject({
      title: z.string().min(1).describe('Page heading, e.g. `Puntos de reciclaje`.'),
      text: z.string().min(1).describe('Intro under the heading: what the visitor finds and how to filter.'),
    })
    .describe('The directory of collection points (`/puntos-de-reciclaje`).'),
  partners: z
    .strictObject({
      title: z.string().min(1).describe('Section heading, e.g. `Nos acompañan`.'),
      items: z.array(PartnerSchema).min(1),
    })
    .describe('Partner logos section.'),
});
export type Teleton = z.output<typeof TeletonSchema>;
