import type { GameCardData } from './types.ts';

/** One game of the carousel: cover, title, what you do, and the external "Jugar" link. */
export function GameCard({ game }: { game: GameCardData }) {
  const titleId = `juego-${game.slug}`;
  return (
    <article className="game-card" aria-labelledby={titleId}>
      <img className="game-card-cover" src={game.coverUrl} alt="" width={640} height={400} />
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
