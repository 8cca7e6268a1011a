import type { Config } from 'vike/types';

export default {
  // Links to the games and the stories: no script at all.
  renderMode: 'HTML',
  title: 'Luna de juegos | Teletón Kids',
  description: 'Siete juegos para pensar, reír y jugar en familia, y las historias de nuestros personajes para escuchar.',
} satisfies Config;
