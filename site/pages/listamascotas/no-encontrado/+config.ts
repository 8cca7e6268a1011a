import type { Config } from 'vike/types';

export default {
  // The news and a way back: no script at all.
  renderMode: 'HTML',
  title: 'Perrito no encontrado | Adopción de mascotas',
  description: 'No encontramos a un perrito con ese nombre.',
  showHeader: false,
  showFooter: false,
  // Served with status 404 for unknown dog names: never indexed, not in the sitemap.
  noindex: true,
  // The adoption event's art is the picture its shared links show.
  shareArt: 'hero/mascotas.svg',
} satisfies Config;
