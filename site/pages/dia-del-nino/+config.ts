import type { Config } from 'vike/types';

export default {
  title: 'Día del Niño | Teletón Kids',
  description: 'Inscríbete para celebrar el Día del Niño con actividades, juegos y sorpresas de Teletón Kids.',
} satisfies Config;
