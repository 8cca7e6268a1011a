/**
 * How each adoptable dog looks in its sample portrait, drawn from a PRNG seeded with the dog's
 * id (a few names get a fitting look by hand). The narration uses the same words, so what is
 * heard matches what is seen.
 */
import type { Dog } from './data.ts';
import { createRng, seedOf } from './rng.ts';

export interface Coat {
  /** Spanish colour word, as spoken: "pelaje color canela". */
  word: string;
  coat: string;
  light: string;
  dark: string;
}

export const COATS: readonly Coat[] = [
  { word: 'canela', coat: '#c8823c', light: '#f3d9b1', dark: '#8a5426' },
  { word: 'negro', coat: '#2f2f35', light: '#a8a29e', dark: '#111114' },
  { word: 'blanco', coat: '#f5f5f4', light: '#ffffff', dark: '#c7c3bf' },
  { word: 'café', coat: '#7c4a21', light: '#d9b38c', dark: '#4a2a12' },
  { word: 'dorado', coat: '#e0a53a', light: '#f8e1a8', dark: '#a8741c' },
  { word: 'gris', coat: '#9ca3af', light: '#e5e7eb', dark: '#5b616b' },
  { word: 'crema', coat: '#ecd9b0', light: '#fff8e7', dark: '#c9a86a' },
  { word: 'rojizo', coat: '#b5562b', light: '#f0c7a5', dark: '#7a3415' },
];

export type EarShape = 'caídas' | 'paradas' | 'redondas';
export type DogSize = 'pequeño' | 'mediano' | 'grande';
export type Marking = 'ninguna' | 'parche' | 'lista' | 'antifaz';

export interface DogLook {
  coat: Coat;
  ears: EarShape;
  size: DogSize;
  marking: Marking;
  tongue: boolean;
  /** Background and collar colours. */
  background: string;
  collar: string;
}

const BACKGROUNDS = ['#fde68a', '#bbf7d0', '#bae6fd', '#fbcfe8', '#ddd6fe', '#fed7aa', '#a7f3d0', '#c7d2fe'] as const;
const COLLARS = ['#dc2626', '#2563eb', '#16a34a', '#7c3aed', '#db2777', '#ea580c'] as const;
const EARS: readonly EarShape[] = ['caídas', 'paradas', 'redondas'];
const SIZES: readonly DogSize[] = ['pequeño', 'mediano', 'grande'];
const MARKINGS: readonly Marking[] = ['ninguna', 'ninguna', 'parche', 'lista', 'antifaz'];

/** Coats only given by name (not drawn at random). */
const NAMED_COATS: readonly Coat[] = [{ word: 'blanco y negro', coat: '#f5f5f4', light: '#ffffff', dark: '#1f2937' }];

const coatNamed = (word: string): Coat => [...COATS, ...NAMED_COATS].find((c) => c.word === word) as Coat;

/** Names that suggest a look: Panda is black and white, Polar is white, and so on. */
const BY_NAME: Readonly<Record<string, Partial<Omit<DogLook, 'coat'>> & { coat?: string }>> = {
  panda: { coat: 'blanco y negro', ears: 'redondas', marking: 'antifaz' },
  polar: { coat: 'blanco', ears: 'redondas' },
  grizzly: { coat: 'café', ears: 'redondas', size: 'grande' },
  husky: { coat: 'gris', ears: 'paradas', marking: 'lista' },
  canosita: { coat: 'gris' },
  oldy: { coat: 'gris', ears: 'caídas' },
  arenita: { coat: 'crema' },
  coral: { coat: 'rojizo' },
  sharpi: { coat: 'canela', ears: 'caídas' },
  boss: { size: 'grande' },
};

export function dogLook(dog: Dog): DogLook {
  const rng = createRng(seedOf(`perro:${dog.id}`));
  const drawn: DogLook = {
    coat: rng.pick(COATS),
    ears: rng.pick(EARS),
    size: rng.pick(SIZES),
    marking: rng.pick(MARKINGS),
    tongue: rng.next() < 0.5,
    background: rng.pick(BACKGROUNDS),
    collar: rng.pick(COLLARS),
  };
  const named = BY_NAME[dog.slug];
  if (!named) return drawn;
  const { coat, ...rest } = named;
  return { ...drawn, ...rest, coat: coat ? coatNamed(coat) : drawn.coat };
}
