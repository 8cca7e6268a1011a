import { z } from 'zod';
import { ExternalUrlSchema, pictureIn, SlugSchema } from './common.ts';

/** One external game: a card of the carousel on `/juegos` and an item of the hub's list. */
export const GameSchema = z.strictObject({
  slug: SlugSchema.describe("Unique key, also the cover's file name, e.g. `hola-ola`."),
  title: z.string().min(1).describe('Name of the game as children read it, e.g. `Hola ola`.'),
  description: z.string().min(1).describe('One or two short sentences for children: what you do in the game.'),
  url: ExternalUrlSchema.describe('Where the game is played (https, opens in a new tab), e.g. `https://juegos.teleton.cl/hola-ola`.'),
  cover: pictureIn('gameCover', 'Cover image, e.g. `games/hola-ola.svg`; decorative, the title is next to it.'),
});
export type Game = z.output<typeof GameSchema>;

/** `raw-data/content/games.json`: the games hub (`/luna-de-juegos`) and the carousel (`/juegos`). */
export const GamesFileSchema = z.strictObject({
  hub: z
    .strictObject({
      title: z.string().min(1).describe('Page heading, e.g. `Luna de juegos`.'),
      text: z.string().min(1).describe('Invitation under the heading.'),
      image: pictureIn('banner', 'Banner illustration, e.g. `hero/luna.svg`; decorative.'),
      cta: z.string().min(1).describe('Text of the button to the carousel, e.g. `Ver todos los juegos`.'),
    })
    .describe('The hub page `/luna-de-juegos`.'),
  carousel: z
    .strictObject({
      title: z.string().min(1).describe('Page heading, e.g. `Elige uno y empieza a jugar`.'),
    })
    .describe('The carousel page `/juegos`.'),
  games: z
    .array(GameSchema)
    .min(1)
    .refine((games) => new Set(games.map((game) => game.slug)).size === games.length, 'hay juegos con el mismo slug')
    .describe('The games, in the order the carousel shows them.'),
});
export type GamesFile = z.output<typeof GamesFileSchema>;
