export { DOG_NOT_FOUND_SLUG, DOGS_PATH, type DogPath, foldDogName, readDogPath } from '../../../shared/dog-paths.ts';

/** Which of the three foundations cares for a dog, by id: 1–20 → 1, 22–31 → 2, 32–44 → 3; no other id is valid. */
export function foundationNumber(id: number): 1 | 2 | 3 | null {
  if (!Number.isInteger(id)) return null;
  if (id >= 1 && id <= 20) return 1;
  if (id >= 22 && id <= 31) return 2;
  if (id >= 32 && id <= 44) return 3;
  return null;
}
