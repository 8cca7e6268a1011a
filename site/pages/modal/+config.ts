import type { Config } from 'vike/types';

export default {
  title: '¡Taller completado! | Academia Solar',
  description: 'Terminaste un taller de la Academia Solar: descarga tu diploma.',
} satisfies Config;
