import type { Game } from '../../../pipeline/schema/content/games.ts';

/** What a game card shows (the trimmed content the games pages pass to the browser). */
export type GameCardData = Pick<Game, 'slug' | 'title' | 'description' | 'url'> & {
  /** Cover image URL (resolved from the content's `cover`). */
  coverUrl: string;
};
