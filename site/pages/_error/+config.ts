import type { Config } from 'vike/types';

export default {
  title: 'Página no encontrada',
} satisfies Config;
