import gamesJson from '../../../generated/content/games.json';
import { type Game, GamesFileSchema } from '../../../pipeline/schema/content/games.ts';
import { mediaUrl } from '../../data/media.server.ts';

/** A game as the pages show it: the cover resolved to a URL. */
export interface GameView extends Omit<Game, 'cover'> {
  coverUrl: string;
}

export interface GamesView {
  hub: { title: string; text: string; imageUrl: string; cta: string };
  carousel: { title: string };
  games: GameView[];
}

/** Parses generated/content/games.json with the shared schema and resolves its images. */
export function loadGames(): GamesView {
  const file = GamesFileSchema.parse(gamesJson);
  const { image, ...hub } = file.hub;
  return {
    hub: { ...hub, imageUrl: mediaUrl(image) },
    carousel: file.carousel,
    games: file.games.map(({ cover, ...game }) => ({ ...game, coverUrl: mediaUrl(cover) })),
  };
}
