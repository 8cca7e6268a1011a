import { z } from 'zod';
import { E164Schema } from '../contact.ts';
import { ExternalUrlSchema, InternalHrefSchema, LinkSchema, pictureIn } from './common.ts';
import { DocumentSchema } from './document.ts';

/** A social profile in the footer. */
export const SocialLinkSchema = z.strictObject({
  network: z
    .enum(['instagram', 'tiktok', 'facebook', 'youtube'])
    .describe('Which network, for the icon: `instagram` (photo sharing), `tiktok` (short video), `facebook` (social network), `youtube` (video channel).'),
  label: z.string().min(1).describe('Accessible name, e.g. `Instagram de Teletón`.'),
  url: ExternalUrlSchema,
});

/** `raw-data/content/site.json`: what every page shares (brand, menus, footer). */
export const SiteSchema = z.strictObject({
  name: z.string().min(1).describe('Brand name, e.g. `Teletón Kids`.'),
  logo: pictureIn('siteLogo', 'Logo image.'),
  hashtag: z
    .string()
    .regex(/^#\S+$/)
    .describe('Campaign hashtag shown on the telethon page, e.g. `#TareaTeletón`.'),
  menu: z.array(LinkSchema).min(1).describe('Main menu: Home, Luna de juegos, Academia Solar, Suscríbete.'),
  footer: z.strictObject({
    sections: z
      .array(LinkSchema)
      .min(1)
      .describe(
        'The site\'s sections, listed in the footer of every page that shows it so each one is a link away from the home page, e.g. `{ "label": "Adopción de mascotas", "href": "/mascotas" }`.',
      ),
    social: z.array(SocialLinkSchema).min(1),
    terms: DocumentSchema.describe("The site's terms and conditions (PDF) and their validity, linked from the footer and the sign-up forms."),
    legalHref: InternalHrefSchema.describe('Link to the legal bases page.'),
    phone: z.strictObject({
      display: z.string().min(1).describe('As printed, e.g. `(56-2) 2427 3000`.'),
      tel: E164Schema.describe('E.164 for the `tel:` link, e.g. `+56224273000`.'),
    }),
    address: z.strictObject({
      text: z.string().min(1).describe('Street address as printed.'),
      mapUrl: ExternalUrlSchema.describe('Map link for the address.'),
    }),
  }),
});
export type Site = z.output<typeof SiteSchema>;
