import { z } from 'zod';
import { AudioSchema, pictureIn, SlugSchema } from './common.ts';
import { DOG_NOT_FOUND_SLUG, foldDogName, foundationNumber } from './dog-slug.ts';

export { DOG_NOT_FOUND_SLUG, DOGS_PATH, type DogPath, foldDogName, foundationNumber, readDogPath } from './dog-slug.ts';

/**
 * One dog of the adoption event, with its page at `/listamascotas/<slug>`. The foundation that
 * cares for it is not stored: it follows from the id (see `foundationNumber`).
 */
export const DogSchema = z
  .strictObject({
    id: z
      .number()
      .int()
      .refine((id) => foundationNumber(id) !== null, 'id fuera de los rangos de las fundaciones (1–20, 22–31, 32–44)')
      .describe('1 to 20 and 22 to 44 (21 does not exist); decides the foundation: 1–20 → 1, 22–31 → 2, 32–44 → 3.'),
    name: z.string().trim().min(1).describe('Name as shown, with its accents, e.g. `Kuyén`.'),
    slug: SlugSchema.refine((slug) => slug !== DOG_NOT_FOUND_SLUG, `"${DOG_NOT_FOUND_SLUG}" está reservado para la página de perrito no encontrado`).describe(
      'The name folded (lower case, no accents), used in the page URL, e.g. `kuyen`.',
    ),
    photo: pictureIn('dogPhoto', 'Photo, square, e.g. `dogs/kuyen.svg`.'),
    audio: AudioSchema.describe("The dog's story read aloud, e.g. `dogs/kuyen.mp3`."),
    transcript: z.string().min(1).describe('What the story says, word for word: the page offers it to read for visitors who cannot hear it.'),
  })
  .refine((dog) => dog.slug === foldDogName(dog.name), {
    message: 'el slug debe ser el nombre en minúsculas y sin tildes (p. ej. "Kuyén" → "kuyen")',
    path: ['slug'],
  });
export type Dog = z.output<typeof DogSchema>;

/** `raw-data/content/dogs.json`: the dogs of the adoption event, in id order; ids and slugs are unique. */
export const DogsFileSchema = z.strictObject({
  dogs: z
    .array(DogSchema)
    .min(1)
    .superRefine((dogs, ctx) => {
      const ids = new Set<number>();
      const slugs = new Set<string>();
      dogs.forEach((dog, index) => {
        if (ids.has(dog.id)) ctx.addIssue({ code: 'custom', message: `id ${dog.id} repetido`, path: [index, 'id'] });
        if (slugs.has(dog.slug)) ctx.addIssue({ code: 'custom', message: `slug "${dog.slug}" repetido`, path: [index, 'slug'] });
        ids.add(dog.id);
        slugs.add(dog.slug);
      });
    }),
});
export type DogsFile = z.output<typeof DogsFileSchema>;
