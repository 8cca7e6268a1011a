/**
 * Text folding shared by the pipeline, the site and the local server, so a name matches the same
 * way everywhere. Each caller adds what its own matching needs (case, punctuation, separators).
 */

/** Accents and other combining marks removed: `Ñuñoa` → `Nunoa`, `Biobío` → `Biobio`. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
