import type { Config } from 'vike/types';

export default {
  // The news and a way back: no script at all.
  renderMode: 'HTML',
  title: 'Perrito no encontrado | Adopción de mascotas',
  description: 'No encontramos a un perrito con ese nombre.',
  // Served with status 404 for unknown dog names: never indexed, not in the sitemap.
  noindex: true,
} satisfies Config;
