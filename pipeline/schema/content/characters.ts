import { z } from 'zod';
import { AudioSchema, ImageSchema, SlugSchema } from './common.ts';

/** One character with its audio story, shown on its own page (`/<slug>`). */
export const CharacterSchema = z.object({
  /** Route of the page, e.g. `rodolfa` for `/rodolfa`. */
  slug: SlugSchema,
  /** Name as written, e.g. `Rodolfa`. */
  name: z.string().min(1),
  /** Portrait (500×600), e.g. `characters/rodolfa.svg`. */
  image: ImageSchema,
  /** What the portrait shows, for people who cannot see it; e.g. `Rodolfa, una niña reno con nariz roja y bufanda verde`. */
  imageAlt: z.string().min(1),
  /** The name drawn as a title (600×120), e.g. `characters/rodolfa-title.svg`; the page heading says the same in text. */
  titleImage: ImageSchema,
  /** The story read aloud, e.g. `characters/rodolfa.mp3`. */
  audio: AudioSchema,
  /** One line under the title inviting to listen, e.g. `Rodolfa cuida el bosque nevado con sus amigos.`. */
  description: z.string().min(1),
});
export type Character = z.output<typeof CharacterSchema>;

/** `raw-data/content/characters.json`: the character audio pages. */
export const CharactersFileSchema = z.object({
  characters: z
    .array(CharacterSchema)
    .min(1)
    .refine((list) => new Set(list.map((c) => c.slug)).size === list.length, 'hay personajes con el mismo slug'),
});
export type CharactersFile = z.output<typeof CharactersFileSchema>;
