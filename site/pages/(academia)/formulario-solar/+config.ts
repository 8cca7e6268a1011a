import type { Config } from 'vike/types';

export default {
  // The sign-up form (sending, errors, the consent): React hydrates the page.
  renderMode: 'SSR',
  title: 'Inscríbete en la Academia Solar',
  description: 'Escribe tu nombre y el correo de tu adulto responsable para recibir tu diploma de la Academia Solar.',
} satisfies Config;
