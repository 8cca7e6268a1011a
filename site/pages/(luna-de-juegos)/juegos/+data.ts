import { loadGames } from '../data.server.ts';

export type Data = ReturnType<typeof data>;

/** The carousel title and the seven cards. */
export function data() {
  const { carousel, games } = loadGames();
  return { title: carousel.title, games };
}
