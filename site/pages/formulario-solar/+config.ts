import type { Config } from 'vike/types';

export default {
  title: 'Inscríbete en la Academia Solar',
  description: 'Escribe tu nombre y el correo de un adulto para recibir tu diploma de la Academia Solar.',
  // The Academia Solar's art is the picture its shared links show.
  shareArt: 'hero/academia.svg',
} satisfies Config;
