import type { Config } from 'vike/types';

export default {
  // The four courses, a link each; the page's only script (+client.ts) remembers the tile chosen.
  renderMode: 'HTML+JS',
  title: 'Cursos de la Academia Solar',
  description: 'Elige tu taller: ciencias, manualidades, baile TikTok o cocina.',
} satisfies Config;
