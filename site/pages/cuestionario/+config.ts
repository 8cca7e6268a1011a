import type { Config } from 'vike/types';

export default {
  title: 'Cuestionarios de la Academia Solar',
  description: 'La pregunta de cada taller de la Academia Solar: respóndela y recibe tu diploma.',
  // The Academia Solar's art is the picture its shared links show.
  shareArt: 'hero/academia.svg',
} satisfies Config;
