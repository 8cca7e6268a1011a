import type { Config } from 'vike/types';

export default {
  title: 'Tu diploma | Academia Solar',
  description: 'Cuando terminas un taller de la Academia Solar, aquí descargas tu diploma.',
} satisfies Config;
