import { z } from 'zod';
import { ExternalUrlSchema, ImageSchema, InternalHrefSchema, LinkSchema, PdfSchema } from './common.ts';

/** A social profile in the footer. */
export const SocialLinkSchema = z.object({
  /** Which network, for the icon: `instagram` (photo sharing), `tiktok` (short video), `facebook` (social network), `youtube` (video channel). */
  network: z.enum(['instagram', 'tiktok', 'facebook', 'youtube']),
  /** Accessible name, e.g. `Instagram de Teletón`. */
  label: z.string().min(1),
  url: ExternalUrlSchema,
});

/** `raw-data/content/site.json`: what every page shares (brand, menus, footer). */
export const SiteSchema = z.object({
  /** Brand name, e.g. `Teletón Kids`. */
  name: z.string().min(1),
  /** Logo image. */
  logo: ImageSchema,
  /** Campaign hashtag shown on the telethon page, e.g. `#TareaTeletón`. */
  hashtag: z.string().regex(/^#\S+$/),
  /** Main menu: Home, Luna de juegos, Academia Solar, Suscríbete. */
  menu: z.array(LinkSchema).min(1),
  footer: z.object({
    social: z.array(SocialLinkSchema).min(1),
    /** Privacy policy PDF. */
    privacy: PdfSchema,
    /** Terms and conditions PDF. */
    terms: PdfSchema,
    /** Link to the legal bases page. */
    legalHref: InternalHrefSchema,
    phone: z.object({
      /** As printed, e.g. `(56-2) 2427 3000`. */
      display: z.string().min(1),
      /** E.164 for the `tel:` link, e.g. `+56224273000`. */
      tel: z.string().regex(/^\+\d{8,15}$/),
    }),
    address: z.object({
      /** Street address as printed. */
      text: z.string().min(1),
      /** Map link for the address. */
      mapUrl: ExternalUrlSchema,
    }),
  }),
});
export type Site = z.output<typeof SiteSchema>;
