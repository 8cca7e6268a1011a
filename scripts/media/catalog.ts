/** Every SVG and PDF the generator writes, as (path under `raw-data/media/`, content) pairs. */
import { readFileSync } from 'node:fs';
import { CoursesFileSchema } from '../../pipeline/schema/content/course.ts';
import { withoutSchemaKey } from '../../pipeline/steps/content.ts';
import { courseCardPoster, courseCompletion, courseDiploma, courseTile, courseTitle } from './art-courses.ts';
import { birthdayGreeting, childrensDaySuccess, footerCat, footerDog, newsletterThanks } from './art-scenes.ts';
import { characterArt, characterTitle } from './art-characters.ts';
import { dogPortrait } from './art-dogs.ts';
import { gameCover } from './art-games.ts';
import { LEGAL_DOCUMENTS, legalPdf } from './legal.ts';
import { heroAcademia, heroLuna, heroMascotas, heroTeleton } from './art-hero.ts';
import { foundations, logo, marker, partners } from './art-brand.ts';
import { CHARACTER_SLUGS, COURSES, DOGS, GAMES } from './data.ts';

/** The workshop cards of each course, as the maintainers' content lists them (raw-data/content/courses.json). */
function courseCards(): Map<string, { id: string; title: string; poster: string }[]> {
  const json: unknown = JSON.parse(readFileSync(new URL('../../raw-data/content/courses.json', import.meta.url), 'utf8'));
  const file = CoursesFileSchema.parse(withoutSchemaKey(json));
  return new Map(file.courses.map((course) => [course.key, course.cards.map(({ id, title, poster }) => ({ id, title, poster }))]));
}

export interface MediaFile {
  path: string;
  content: string | Uint8Array;
}

export function buildCatalog(): MediaFile[] {
  const files: MediaFile[] = [];
  const add = (path: string, content: string | Uint8Array): void => {
    files.push({ path, content });
  };

  add('brand/logo.svg', logo());
  for (const [i, p] of partners().entries()) add(`brand/partner-${i + 1}.svg`, p.svg);
  for (const kind of ['punto-limpio', 'punto-verde', 'contenedor'] as const) add(`icons/${kind}.svg`, marker(kind));
  for (const [i, f] of foundations().entries()) add(`foundations/fundacion-${i + 1}.svg`, f.svg);
  add('hero/teleton.svg', heroTeleton());
  add('hero/academia.svg', heroAcademia());
  add('hero/luna.svg', heroLuna());
  add('hero/mascotas.svg', heroMascotas());

  const cards = courseCards();
  for (const course of COURSES) {
    add(`courses/${course.key}-tile.svg`, courseTile(course));
    add(`courses/${course.key}-title.svg`, courseTitle(course));
    add(`courses/${course.key}-diploma.svg`, courseDiploma(course));
    for (const [index, card] of (cards.get(course.key) ?? []).entries()) add(card.poster, courseCardPoster(course, card, index));
  }
  add('courses/completion.svg', courseCompletion());
  add('states/newsletter-gracias.svg', newsletterThanks());
  add('states/dia-del-nino-exito.svg', childrensDaySuccess());
  add('pets/perro.svg', footerDog());
  add('pets/gato.svg', footerCat());
  add('birthday/saludo.svg', birthdayGreeting());
  for (const game of GAMES) add(`games/${game.slug}.svg`, gameCover(game));
  for (const slug of CHARACTER_SLUGS) {
    add(`characters/${slug}.svg`, characterArt(slug));
    add(`characters/${slug}-title.svg`, characterTitle(slug));
  }
  for (const dog of DOGS) add(`dogs/${dog.slug}.svg`, dogPortrait(dog));
  for (const doc of LEGAL_DOCUMENTS) add(doc.file, legalPdf(doc));

  return files;
}
