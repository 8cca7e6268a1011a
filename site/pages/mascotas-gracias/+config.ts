import type { Config } from 'vike/types';

export default {
  title: 'Asistencia confirmada | Teletón Kids',
  description: 'Tu asistencia al evento de adopción de mascotas está confirmada.',
  showHeader: false,
  showFooter: false,
  // Reached only after a registration: a search result would confirm nothing.
  noindex: true,
  // The adoption event's art is the picture its shared links show.
  shareArt: 'hero/mascotas.svg',
} satisfies Config;
