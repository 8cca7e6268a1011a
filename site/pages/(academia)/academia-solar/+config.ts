import type { Config } from 'vike/types';

export default {
  // Text and links to read: no script at all.
  renderMode: 'HTML',
  title: 'Academia Solar: talleres en video para niñas y niños',
  description: 'Talleres en video de ciencias, manualidades, baile y cocina. Mira los videos, responde la pregunta y descarga tu diploma.',
} satisfies Config;
