import type { Config } from 'vike/types';

export default {
  // The four questions, a link each: no script at all.
  renderMode: 'HTML',
  title: 'Cuestionarios de la Academia Solar',
  description: 'La pregunta de cada taller de la Academia Solar: respóndela y recibe tu diploma.',
} satisfies Config;
