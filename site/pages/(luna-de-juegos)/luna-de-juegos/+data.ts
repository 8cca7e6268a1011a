import { characterLinks } from '../../../characters/data.server.ts';
import { loadGames } from '../data.server.ts';

export type Data = ReturnType<typeof data>;

/** The hub block, the games (title, description, link, cover) and the character links. */
export function data() {
  const { hub, games } = loadGames();
  return { hub, games, characters: characterLinks() };
}
