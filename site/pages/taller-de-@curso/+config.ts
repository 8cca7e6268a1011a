import type { Config } from 'vike/types';

export default {
  // The Academia Solar's art is the picture its shared links show.
  shareArt: 'hero/academia.svg',
} satisfies Config;
