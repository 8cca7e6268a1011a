import { boxSize } from '../../../pipeline/schema/content/picture-boxes.ts';
import type { GameCardData } from './types.ts';

/**
 * One game of the carousel: cover, title, what you do, and the external "Jugar" link. The first
 * card's cover is the largest image in view on load, so it is fetched first; the covers of the
 * slides out of view wait until they are needed.
 */
export function GameCard({ game, first = false }: { game: GameCardData; first?: boolean }) {
  const titleId = `juego-${game.slug}`;
  return (
    <article className="game-card" aria-labelledby={titleId}>
      <img
        className="game-card-cover"
        src={game.coverUrl}
        alt=""
        {...boxSize('gameCover')}
        {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
      <div className="game-card-body">
        <h2 id={titleId} className="game-card-title">
          {game.title}
        </h2>
        <p>{game.description}</p>
        <a className="button game-card-play" href={game.url} target="_blank" rel="noopener noreferrer">
          Jugar<span className="visually-hidden"> a {game.title} (se abre en una pestaña nueva)</span>
        </a>
      </div>
    </article>
  );
}
