/**
 * The character pages, `/rodolfa` … `/joe`. The page's route function runs in the browser
 * too, so it matches this list (not the content file); the build checks both agree.
 */
export const CHARACTER_SLUGS = ['rodolfa', 'wandita', 'dasher', 'mia', 'tamy', 'cometa', 'joe'] as const;
export type CharacterSlug = (typeof CHARACTER_SLUGS)[number];

export function isCharacterSlug(value: string): value is CharacterSlug {
  return (CHARACTER_SLUGS as readonly string[]).includes(value);
}

export function characterHref(slug: string): string {
  return `/${slug}`;
}
