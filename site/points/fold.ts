import { withoutAccents } from '../../shared/fold.ts';

/**
 * Lower case without accents or extra spaces, every apostrophe the straight one: `Ñuñoa` →
 * `nunoa`, `Biobío` → `biobio`, `O’Higgins` → `o'higgins`.
 */
export function fold(text: string): string {
  return withoutAccents(text)
    .replace(/[\u2018\u2019\u00b4\u02bc`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A letter or digit of folded text (anything beyond ASCII counts as a letter). */
export function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;
}
