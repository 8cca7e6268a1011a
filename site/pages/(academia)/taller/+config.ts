import type { Config } from 'vike/types';

export default {
  // "Continuar con el …" for a course remembered in this browser is the page's only script.
  renderMode: 'HTML+JS',
  title: 'Talleres de la Academia Solar',
  description: 'Los cuatro talleres en video de la Academia Solar; sigue donde quedaste.',
} satisfies Config;
