import type { Config } from 'vike/types';

export default {
  title: 'Inscríbete en la Academia Solar',
  description: 'Escribe tu nombre y el correo de tu adulto responsable para recibir tu diploma de la Academia Solar.',
} satisfies Config;
