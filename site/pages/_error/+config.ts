import type { Config } from 'vike/types';

export default {
  // A dog's name typed another way is sent to its page by the page's only script (+client.ts).
  renderMode: 'HTML+JS',
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o cambió de dirección. Vuelve al inicio de Teletón Kids.',
  noindex: true,
} satisfies Config;
