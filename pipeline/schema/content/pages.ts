import { z } from 'zod';
import { pictureIn } from './common.ts';

/** Heading and text of a sign-up form: the form has no picture of its own. */
const BlockSchema = z.strictObject({
  title: z.string().min(1),
  text: z.string().min(1),
});

/**
 * A page's opening block: its illustration is a banner. The site holds the picture's place with
 * the banner's proportions before it arrives; a picture of another shape moves the page when it comes.
 */
const PageBlockSchema = BlockSchema.extend({
  image: pictureIn('banner', 'Banner illustration, e.g. `hero/academia.svg`; decorative.').optional(),
});

/** What replaces a sent form, with its illustration. */
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
