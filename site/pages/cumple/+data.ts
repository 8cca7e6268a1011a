import { loadBirthday } from '../../data/birthday.ts';

export type Data = ReturnType<typeof data>;

/** The page texts, the legal bases URL and the greeting image URL. */
export function data() {
  return loadBirthday();
}
