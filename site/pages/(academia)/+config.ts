import type { Config } from 'vike/types';

/** The Academia Solar's pages (the folder's name in parentheses is not part of their URLs). */
export default {
  // The academy's art is the picture their shared links show.
  shareArt: 'hero/academia.svg',
} satisfies Config;
