import { z } from 'zod';
import { ImageSchema, pictureIn } from './common.ts';

/** Heading, text and optional image of a simple page or state. */
const BlockSchema = z.strictObject({
  title: z.string().min(1),
  text: z.string().min(1),
  image: ImageSchema.optional(),
});

/**
 * A page's opening block: its illustration is a banner. The site holds the picture's place with
 * these proportions before it arrives; a picture of another shape moves the page when it comes.
 */
const PageBlockSchema = BlockSchema.extend({
  image: pictureIn('banner', 'Banner illustration, e.g. `hero/academia.svg`; decorative.').optional(),
});

/** What replaces a sent form: its illustration is 800×500, for the same reason. */
const SuccessBlockSchema = BlockSchema.extend({
  image: pictureIn('signupSuccess', 'Illustration, e.g. `states/newsletter-gracias.svg`; decorative.'),
});

/** `raw-data/content/pages.json`: texts and images of the sign-up pages and their success states. */
export const PagesFileSchema = z.strictObject({
  academia: PageBlockSchema,
  newsletter: z.strictObject({ form: BlockSchema, success: SuccessBlockSchema }),
  diaDelNino: z.strictObject({ form: BlockSchema, success: SuccessBlockSchema }),
  kidzapalooza: PageBlockSchema,
});
export type PagesFile = z.output<typeof PagesFileSchema>;
