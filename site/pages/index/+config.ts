import type { Config } from 'vike/types';

export default {
  // The bottle counter and the locator with its map: React hydrates the page.
  renderMode: 'SSR',
  title: 'Teletón 2025: recicla en familia',
  description: 'Junta botellas, mira el contador de la Tarea Teletón y encuentra el punto limpio más cercano para reciclar en familia.',
  // The page brings its own header, with a menu to its sections.
  showHeader: false,
} satisfies Config;
