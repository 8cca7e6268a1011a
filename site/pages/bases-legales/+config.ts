import type { Config } from 'vike/types';

export default {
  // Links to read: no script at all.
  renderMode: 'HTML',
  title: 'Bases Legales | Teletón Kids',
  description: 'Bases legales de los concursos y promociones de Teletón Kids, en PDF.',
} satisfies Config;
