import type { Config } from 'vike/types';

/** The games' pages (the folder's name in parentheses is not part of their URLs). */
export default {
  // Luna's art is the picture their shared links show.
  shareArt: 'hero/luna.svg',
} satisfies Config;
