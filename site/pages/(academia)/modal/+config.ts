import type { Config } from 'vike/types';

export default {
  // The diploma of the course done in this browser, drawn on request: React hydrates the page.
  renderMode: 'SSR',
  title: 'Tu diploma | Academia Solar',
  description: 'Cuando terminas un taller de la Academia Solar, aquí descargas tu diploma.',
} satisfies Config;
