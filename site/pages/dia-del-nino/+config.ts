import type { Config } from 'vike/types';

export default {
  // The sign-up form: React hydrates the page.
  renderMode: 'SSR',
  title: 'Día del Niño | Teletón Kids',
  description: 'Inscríbete para celebrar el Día del Niño con actividades, juegos y sorpresas de Teletón Kids.',
} satisfies Config;
