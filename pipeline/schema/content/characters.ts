import { z } from 'zod';
import { AudioSchema, pictureIn, SlugSchema } from './common.ts';

/** One character with its audio story, shown on its own page (`/<slug>`). */
export const CharacterSchema = z.strictObject({
  slug: SlugSchema.describe('Route of the page, e.g. `rodolfa` for `/rodolfa`.'),
  name: z.string().min(1).describe('Name as written, e.g. `Rodolfa`.'),
  image: pictureIn('characterPortrait', 'Portrait, e.g. `characters/rodolfa.svg`.'),
  imageAlt: z.string().min(1).describe('What the portrait shows, for people who cannot see it; e.g. `Rodolfa, una niña reno con nariz roja y bufanda verde`.'),
  titleImage: pictureIn('characterTitle', 'The name drawn as a title, e.g. `characters/rodolfa-title.svg`; the page heading says the same in text.'),
  audio: AudioSchema.describe('The story read aloud, e.g. `characters/rodolfa.mp3`.'),
  transcript: z.string().min(1).describe('What the story says, word for word: the page offers it to read for visitors who cannot hear it.'),
  description: z.string().min(1).describe('One line under the title inviting to listen, e.g. `Rodolfa cuida el bosque nevado con sus amigos.`.'),
});
export type Character = z.output<typeof CharacterSchema>;

/** `raw-data/content/characters.json`: the character audio pages. */
export const CharactersFileSchema = z.strictObject({
  characters: z
    .array(CharacterSchema)
    .min(1)
    .refine((list) => new Set(list.map((c) => c.slug)).size === list.length, 'hay personajes con el mismo slug'),
});
export type CharactersFile = z.output<typeof CharactersFileSchema>;
