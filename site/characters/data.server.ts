import charactersJson from '../../generated/content/characters.json';
import { type Character, CharactersFileSchema } from '../../pipeline/schema/content/characters.ts';
import { audioSeconds } from '../audio/data.server.ts';
import { mediaUrl } from '../data/media.server.ts';
import { CHARACTER_SLUGS, characterHref } from './character-routes.ts';

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

// Server-only: the pages' +data hooks trim the character content to what each page shows.

/** The characters, checked against the routes the browser knows (same slugs, same order). */
function characters(): CharacterView[] {
  const list = loadCharacters();
  const slugs = list.map((c) => c.slug).join(', ');
  if (slugs !== CHARACTER_SLUGS.join(', ')) {
    throw new Error(
      `Los personajes del contenido (${slugs}) no son los que el sitio espera (${CHARACTER_SLUGS.join(', ')}): actualice CHARACTER_SLUGS en site/characters/character-routes.ts`,
    );
  }
  return list;
}

/** URLs of the seven character pages, for prerendering. */
export function characterUrls(): string[] {
  return characters().map((c) => characterHref(c.slug));
}

/** One character, as its page shows it. */
export function characterBySlug(slug: string): CharacterView {
  const found = characters().find((c) => c.slug === slug);
  if (!found) throw new Error(`No hay un personaje con la ruta /${slug}`);
  return found;
}

/** Name, link and portrait of each character, for the games hub. */
export function characterLinks(): { slug: string; name: string; imageUrl: string }[] {
  return characters().map(({ slug, name, imageUrl }) => ({ slug, name, imageUrl }));
}
