import type { Config } from 'vike/types';

export default {
  // The sign-up form: React hydrates the page.
  renderMode: 'SSR',
  title: 'Suscríbete | Teletón Kids',
  description: 'Suscríbete y recibe en tu correo los nuevos talleres, juegos y actividades de Teletón Kids.',
} satisfies Config;
