import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import '../games.css';
import { boxSize } from '../../../../pipeline/schema/content/picture-boxes.ts';

export default function Page() {
  const { hub, games, characters } = useData<Data>();
  return (
    <div className="games-hub">
      <img className="games-hub-image" src={hub.imageUrl} alt="" {...boxSize('banner')} fetchPriority="high" />
      <h1>{hub.title}</h1>
      <p>{hub.text}</p>
      <p>
        <a className="button" href="/juegos">
          {hub.cta}
        </a>
      </p>
      <section className="games-hub" aria-labelledby="lista-juegos">
        <h2 id="lista-juegos">Los juegos</h2>
        <ul className="games-list">
          {games.map((game) => (
            <li key={game.slug}>
              <img src={game.coverUrl} alt="" {...boxSize('gameCover')} loading="lazy" />
              <a href={game.url} target="_blank" rel="noopener noreferrer">
                {game.title}
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
              <p>{game.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="games-hub" aria-labelledby="lista-personajes">
        <h2 id="lista-personajes">Escucha a los personajes</h2>
        <ul className="characters-list">
          {characters.map((character) => (
            <li key={character.slug}>
              <a href={`/${character.slug}`}>
                <img src={character.imageUrl} alt="" {...boxSize('characterPortrait')} loading="lazy" />
                <span>
                  <span className="visually-hidden">La historia de </span>
                  {character.name}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
