import { type CharacterView, loadCharacters } from '../data/characters.ts';
import { CHARACTER_SLUGS, characterHref } from './routes.ts';

// Server-only: the pages' +data hooks trim the character content to what each page shows.

/** The characters, checked against the routes the browser knows (same slugs, same order). */
function characters(): CharacterView[] {
  const list = loadCharacters();
  const slugs = list.map((c) => c.slug).join(', ');
  if (slugs !== CHARACTER_SLUGS.join(', ')) {
    throw new Error(
      `Los personajes del contenido (${slugs}) no son los que el sitio espera (${CHARACTER_SLUGS.join(', ')}): actualice CHARACTER_SLUGS en site/characters/routes.ts`,
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
