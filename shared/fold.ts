/**
 * Text folding shared by the pipeline, the site and the local server, so a name matches the same
 * way everywhere. Each caller adds what its own matching needs (case, punctuation, separators).
 */

/** Accents and other combining marks removed: `Ñuñoa` → `Nunoa`, `Biobío` → `Biobio`. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Lower case without accents or extra spaces, every apostrophe the straight one: `Ñuñoa` →
 * `nunoa`, `Biobío` → `biobio`, `O’Higgins` → `o'higgins`. How the site's searches compare a
 * typed text with the names they know.
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
