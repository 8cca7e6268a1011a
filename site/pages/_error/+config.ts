import type { Config } from 'vike/types';

export default {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o cambió de dirección. Vuelve al inicio de Teletón Kids.',
  noindex: true,
} satisfies Config;
