import type { Config } from 'vike/types';

export default {
  title: 'Cursos de la Academia Solar',
  description: 'Elige tu taller: ciencias, manualidades, baile TikTok o cocina.',
  // The Academia Solar's art is the picture its shared links show.
  shareArt: 'hero/academia.svg',
} satisfies Config;
