/** Names and keys of everything the generator draws: courses, games, characters, dogs… */
import { foldDogName } from '../../pipeline/schema/content/dog-slug.ts';

/** Lower case, accents removed, anything else to hyphens: `Kuyén` → `kuyen` (the site's own folding). */
export const slugify = foldDogName;

export type CourseKey = 'science' | 'crafts' | 'tiktok' | 'kitchen';

export interface Course {
  key: CourseKey;
  name: string;
  /** One line shown under the title on banners. */
  tagline: string;
  /** Background and accent colours (accent is dark enough for white text). */
  bg: string;
  accent: string;
}

export const COURSES: readonly Course[] = [
  { key: 'science', name: 'Taller de Ciencias', tagline: 'Experimentos para hacer en casa', bg: '#e0f2fe', accent: '#1d4ed8' },
  { key: 'crafts', name: 'Taller de Manualidades', tagline: 'Una nave espacial con botellas', bg: '#fef3c7', accent: '#b45309' },
  { key: 'tiktok', name: 'Taller de Baile TikTok', tagline: 'Aprende una coreografía', bg: '#fce7f3', accent: '#be185d' },
  { key: 'kitchen', name: 'Taller de Cocina', tagline: 'Recetas para chefs pequeños', bg: '#dcfce7', accent: '#15803d' },
];

export interface Game {
  slug: string;
  title: string;
}

export const GAMES: readonly Game[] = [
  { slug: 'tuberias-de-otro-mundo', title: 'Tuberías de otro mundo' },
  { slug: 'edificio-infinito', title: 'Edificio infinito' },
  { slug: 'hola-ola', title: 'Hola Ola' },
  { slug: 'puentes-de-otro-mundo', title: 'Puentes de otro mundo' },
  { slug: 'match-de-sabor', title: 'Match de sabor' },
  { slug: 'palabras-desordenadas', title: 'Palabras desordenadas' },
  { slug: 'el-puzzle-de-bily', title: 'El puzzle de Bily' },
];

export const CHARACTER_SLUGS = ['rodolfa', 'wandita', 'dasher', 'mia', 'tamy', 'cometa', 'joe'] as const;
export type CharacterSlug = (typeof CHARACTER_SLUGS)[number];

export const CHARACTER_NAMES: Readonly<Record<CharacterSlug, string>> = {
  rodolfa: 'Rodolfa',
  wandita: 'Wandita',
  dasher: 'Dasher',
  mia: 'Mia',
  tamy: 'Tamy',
  cometa: 'Cometa',
  joe: 'Joe',
};

export interface Dog {
  id: number;
  name: string;
  slug: string;
}

const DOG_NAMES: readonly (readonly [number, string])[] = [
  [1, 'Sharpi'], [2, 'Oldy'], [3, 'Boss'], [4, 'Canosita'], [5, 'Husky'], [6, 'Estrellita'], [7, 'Arenita'],
  [8, 'Mía'], [9, 'Oliver'], [10, 'Kuyén'], [11, 'Polar'], [12, 'Grizzly'], [13, 'Coral'], [14, 'Balaguer'],
  [15, 'Aukan'], [16, 'Jazmín'], [17, 'Tiana'], [18, 'Mono'], [19, 'Demi'], [20, 'Tenna'], [22, 'Ares'],
  [23, 'Elliot'], [24, 'Mara'], [25, 'Botitas'], [26, 'Max'], [27, 'Tango'], [28, 'Dalí'], [29, 'Gus'],
  [30, 'Romeo'], [31, 'Yuki'], [32, 'Sabrina'], [33, 'Violeta'], [34, 'Plutón'], [35, 'Panda'], [36, 'Moi'],
  [37, 'Mercurio'], [38, 'Manjula'], [39, 'Koi'], [40, 'Hallie'], [41, 'Estrella'], [42, 'Cuca'], [43, 'Bart'],
  [44, 'Annie'],
];

export const DOGS: readonly Dog[] = DOG_NAMES.map(([id, name]) => ({ id, name, slug: slugify(name) }));

export const PARTNERS = ['ReSimple', 'GIRO', 'Reciclaje Azul', 'Planeta Verde'] as const;

export const FOUNDATIONS = ['Fundación Patitas', 'Fundación Huellas del Sur', 'Fundación Hocico Feliz'] as const;

