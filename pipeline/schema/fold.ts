/**
 * Text folding shared by the pipeline and the site, so a name matches the same way everywhere.
 * Each caller adds what its own matching needs (case, punctuation, separators) on top.
 */

/** Accents and other combining marks removed: `Ñuñoa` → `Nunoa`, `Biobío` → `Biobio`. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
