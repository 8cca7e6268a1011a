import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutSchemaKey } from '../../content/read-content.ts';
import { DogsFileSchema, foldDogName, foundationNumber, readDogPath } from './dogs.ts';

const dog = (id: number, name: string, slug = foldDogName(name)) => ({
  id,
  name,
  slug,
  photo: `dogs/${slug}.svg`,
  audio: `dogs/${slug}.mp3`,
  transcript: `Hola, soy ${name}.`,
});

/** The names in id order, as the specification lists them. */
const SPEC_NAMES = [
  'Sharpi',
  'Oldy',
  'Boss',
  'Canosita',
  'Husky',
  'Estrellita',
  'Arenita',
  'Mía',
  'Oliver',
  'Kuyén',
  'Polar',
  'Grizzly',
  'Coral',
  'Balaguer',
  'Aukan',
  'Jazmín',
  'Tiana',
  'Mono',
  'Demi',
  'Tenna',
  'Ares',
  'Elliot',
  'Mara',
  'Botitas',
  'Max',
  'Tango',
  'Dalí',
  'Gus',
  'Romeo',
  'Yuki',
  'Sabrina',
  'Violeta',
  'Plutón',
  'Panda',
  'Moi',
  'Mercurio',
  'Manjula',
  'Koi',
  'Hallie',
  'Estrella',
  'Cuca',
  'Bart',
  'Annie',
];

function firstIssue(input: unknown): { message: string; path: PropertyKey[] } | undefined {
  const result = DogsFileSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0];
}

describe('DogsFileSchema', () => {
  it('accepts well-formed dogs', () => {
    expect(DogsFileSchema.safeParse({ dogs: [dog(1, 'Sharpi'), dog(10, 'Kuyén'), dog(44, 'Annie')] }).success).toBe(true);
  });

  it('rejects a duplicate id, pointing at the second one', () => {
    const issue = firstIssue({ dogs: [dog(10, 'Kuyén'), dog(10, 'Polar')] });
    expect(issue?.message).toBe('id 10 repetido');
    expect(issue?.path).toEqual(['dogs', 1, 'id']);
  });

  it('rejects id 21 and ids outside 1–44', () => {
    for (const id of [21, 0, 45, 2.5]) {
      expect(firstIssue({ dogs: [dog(id, 'Firulais')] })?.path).toEqual(['dogs', 0, 'id']);
    }
  });

  it('rejects a duplicate slug', () => {
    expect(firstIssue({ dogs: [dog(1, 'Mía'), dog(2, 'Mia')] })?.message).toBe('slug "mia" repetido');
  });

  it('requires the slug to be the name folded, and never the not-found page', () => {
    expect(firstIssue({ dogs: [dog(10, 'Kuyén', 'kuyén')] })?.path).toEqual(['dogs', 0, 'slug']);
    expect(firstIssue({ dogs: [dog(10, 'Kuyén', 'kuyen-2')] })?.message).toMatch(/minúsculas y sin tildes/);
    expect(firstIssue({ dogs: [dog(1, 'No encontrado')] })?.message).toMatch(/reservado/);
  });
});

describe('foundationNumber', () => {
  it('follows the id ranges 1–20, 22–31 and 32–44', () => {
    expect([1, 20, 22, 31, 32, 44].map(foundationNumber)).toEqual([1, 1, 2, 2, 3, 3]);
    expect([21, 0, 45, -1, 1.5].map(foundationNumber)).toEqual([null, null, null, null, null]);
  });
});

describe('foldDogName', () => {
  it('lowers the case and removes the accents', () => {
    expect(['Kuyén', 'KUYÉN', 'kuyen', 'Dalí', 'PLUTÓN', 'Jazmín'].map(foldDogName)).toEqual(['kuyen', 'kuyen', 'kuyen', 'dali', 'pluton', 'jazmin']);
  });
});

describe('raw-data/content/dogs.json', () => {
  const { dogs } = DogsFileSchema.parse(withoutSchemaKey(JSON.parse(readFileSync('raw-data/content/dogs.json', 'utf8'))));

  it('holds the 43 dogs with ids 1–20 and 22–44 and the names of the specification', () => {
    expect(dogs.map((d) => d.id)).toEqual([...Array.from({ length: 20 }, (_, i) => i + 1), ...Array.from({ length: 23 }, (_, i) => i + 22)]);
    expect(dogs.map((d) => d.name)).toEqual(SPEC_NAMES);
    expect(dogs.some((d) => d.id === 21)).toBe(false);
  });
});

describe('readDogPath', () => {
  const slugs = ['kuyen', 'dali'];
  it('finds a known dog however the name is typed', () => {
    for (const path of ['/listamascotas/KUYEN', '/listamascotas/Kuy%C3%A9n', '/listamascotas/kuyen/', '/listamascotas/Kuyén']) {
      expect(readDogPath(path, slugs)).toEqual({ kind: 'dog', slug: 'kuyen' });
    }
    expect(readDogPath('/listamascotas/DAL%C3%8D', new Set(slugs))).toEqual({ kind: 'dog', slug: 'dali' });
  });

  it('tells an unknown name from an address that is no dog page', () => {
    expect(readDogPath('/listamascotas/firulais', slugs)).toEqual({ kind: 'unknown' });
    expect(readDogPath('/listamascotas/%E0%A4%A', slugs)).toEqual({ kind: 'unknown' });
    expect(readDogPath('/listamascotas/kuyen/index.pageContext.json', slugs)).toEqual({ kind: 'other' });
    expect(readDogPath('/mascotas', slugs)).toEqual({ kind: 'other' });
  });
});
