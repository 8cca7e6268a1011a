import type { Config } from 'vike/types';

export default {
  title: 'Kidzapalooza | Teletón Kids',
  description: 'El festival de música para niñas, niños y sus familias.',
} satisfies Config;
