import type { Config } from 'vike/types';

export default {
  title: 'Cursos de la Academia Solar',
  description: 'Elige tu taller: ciencias, manualidades, baile TikTok o cocina.',
} satisfies Config;
