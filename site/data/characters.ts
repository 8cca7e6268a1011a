import charactersJson from '../../generated/content/characters.json';
import { type Character, CharactersFileSchema } from '../../pipeline/schema/content/characters.ts';
import { audioSeconds } from './audio.ts';
import { mediaUrl } from './media.ts';

/** A character as its page shows it: the media resolved to URLs. */
export interface CharacterView extends Omit<Character, 'image' | 'titleImage' | 'audio'> {
  imageUrl: string;
  titleUrl: string;
  audioUrl: string;
  /** How long the story plays, in seconds. */
  audioSeconds: number;
}

/** Parses generated/content/characters.json with the shared schema and resolves its media. */
export function loadCharacters(): CharacterView[] {
  return CharactersFileSchema.parse(charactersJson).characters.map(({ image, titleImage, audio, ...character }) => ({
    ...character,
    imageUrl: mediaUrl(image),
    titleUrl: mediaUrl(titleImage),
    audioUrl: mediaUrl(audio),
    audioSeconds: audioSeconds(audio),
  }));
}

/** The art of a character's page (`characters/rodolfa.svg`), as named in the content: the picture its shared link shows. */
export function characterArt(slug: string): string {
  const character = CharactersFileSchema.parse(charactersJson).characters.find((c) => c.slug === slug);
  if (!character) throw new Error(`No hay un personaje con la ruta /${slug}`);
  return character.image;
}
