import type { Config } from 'vike/types';

export default {
  // The games carousel: React hydrates the page.
  renderMode: 'SSR',
  title: 'Elige uno y empieza a jugar | Luna de juegos',
  description: 'Tuberías de otro mundo, Edificio infinito, Hola ola y más juegos para jugar en familia.',
} satisfies Config;
