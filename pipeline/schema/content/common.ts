import { z } from 'zod';
import { PICTURE_BOXES, type PictureBox, SLOW_4G_BYTES_PER_SECOND } from './picture-boxes.ts';

/** A media file under `raw-data/media/`, published to `generated/media/`; e.g. `courses/science-tile.svg`. */
export const MediaSchema = z
  .string()
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|png|jpg|webp|mp3|pdf)$/, 'ruta de medio no válida (minúsculas, sin espacios, p. ej. "courses/science-tile.svg")');
export type Media = z.output<typeof MediaSchema>;

/** A PDF under `raw-data/media/`, e.g. `legal/cumpleanos-2024.pdf`. */
export const PdfSchema = MediaSchema.refine((path) => path.endsWith('.pdf'), 'se espera un PDF');
/** An MP3 under `raw-data/media/`. */
export const AudioSchema = MediaSchema.refine((path) => path.endsWith('.mp3'), 'se espera un MP3');
/** An image under `raw-data/media/`. */
export const ImageSchema = MediaSchema.refine((path) => /\.(svg|png|jpg|webp)$/.test(path), 'se espera una imagen');

/** Which box of the site (picture-boxes.ts) each picture field's schema fills. */
export const pictureBoxes = z.registry<{ box: PictureBox }>();

/**
 * An image shown in `box`: the description says its size, and the pipeline flags a file of
 * another shape or too heavy for a slow network (pipeline/content/pictures.ts).
 */
export function pictureIn(box: PictureBox, description: string) {
  const { width, height } = PICTURE_BOXES[box];
  return ImageSchema.describe(
    `${description} Shown at ${width}×${height}: the pipeline flags a picture of another shape, or one over about ${Math.round(SLOW_4G_BYTES_PER_SECOND / 1024)} KB (a second on a slow 4G network).`,
  ).register(pictureBoxes, {
    box,
  });
}

/** A path inside the site, e.g. `/academia-solar` or `/#puntos-limpios`. */
export const InternalHrefSchema = z.string().regex(/^\/[a-z0-9\-/#?=]*$/, 'se espera una ruta del sitio que empiece con "/"');

/** An absolute https URL to another site. */
export const ExternalUrlSchema = z.url({ protocol: /^https$/, error: 'se espera una URL https' });

/** A URL-safe slug, e.g. `taller-de-ciencias`, `kuyen`. */
export const SlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'se espera un slug en minúsculas con guiones');

/** The banner at the top of a page: its only h1, a sentence or two, and an illustration with its description. */
export const HeroSchema = z.strictObject({
  title: z.string().min(1).describe("The page's only h1, e.g. `Recicla en familia con la Teletón`."),
  text: z.string().min(1).describe('One or two sentences under the heading.'),
  image: pictureIn('banner', 'Banner illustration, e.g. `hero/teleton.svg`.'),
  imageAlt: z.string().min(1).describe('What the illustration shows, for people who cannot see it; e.g. `Una familia lleva botellas a un punto limpio`.'),
});
export type Hero = z.output<typeof HeroSchema>;

/** A link shown in a menu: label and where it goes. */
export const LinkSchema = z.strictObject({
  label: z.string().min(1).describe('Visible text, e.g. `Academia Solar`.'),
  href: InternalHrefSchema.describe('Site path, e.g. `/academia-solar`.'),
});
export type Link = z.output<typeof LinkSchema>;

/** A calendar date as `YYYY-MM-DD` that exists (no 31 April). */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'se espera una fecha AAAA-MM-DD')
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'la fecha no existe');

/** The check digit of a RUT's number (módulo 11): `0`–`9` or `K`. */
export function rutCheckDigit(number: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = number.length - 1; i >= 0; i--) {
    sum += Number(number[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'K' : String(digit);
}

/** A Chilean RUT as printed, `76.123.456-7`, whose check digit is right. */
export const RutSchema = z
  .string()
  .regex(/^\d{1,2}\.\d{3}\.\d{3}-[\dK]$/, 'se espera un RUT con puntos y guion, p. ej. "76.123.456-7"')
  .refine((rut) => {
    const [number = '', digit] = rut.replaceAll('.', '').split('-');
    return rutCheckDigit(number) === digit;
  }, 'el dígito verificador no corresponde al número');
