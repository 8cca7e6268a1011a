import type { Config } from 'vike/types';

export default {
  title: 'Tu diploma | Academia Solar',
  description: 'Cuando terminas un taller de la Academia Solar, aquí descargas tu diploma.',
  // The Academia Solar's art is the picture its shared links show.
  shareArt: 'hero/academia.svg',
} satisfies Config;
