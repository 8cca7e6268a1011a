import { AudioPlayer } from '../audio/AudioPlayer.tsx';
import type { CharacterView } from './data.server.ts';
import './characters.css';
import { boxSize } from '../../pipeline/schema/content/picture-boxes.ts';
import { BackLink } from '../components/BackLink.tsx';

/**
 * A character's page: the title drawn as an image (the heading says the same in text),
 * the portrait, an invitation and the audio story. The page has no header or footer, so a
 * small link leads back to the games hub.
 */
export function CharacterStory({ character }: { character: CharacterView }) {
  return (
    <article className="character">
      <BackLink href="/luna-de-juegos" className="character-back">
        Volver a Luna de juegos
      </BackLink>
      <h1 className="character-title">
        <img src={character.titleUrl} alt="" {...boxSize('characterTitle')} />
        <span className="visually-hidden">{character.name}</span>
      </h1>
      <img className="character-image" src={character.imageUrl} alt={character.imageAlt} {...boxSize('characterPortrait')} fetchPriority="high" />
      <p className="character-text">{character.description}</p>
      <AudioPlayer
        src={character.audioUrl}
        seconds={character.audioSeconds}
        title={`la historia de ${character.name}`}
        mode="pause"
        transcript={character.transcript}
      />
    </article>
  );
}
