import type { Config } from 'vike/types';

export default {
  // Text and links to read: no script at all.
  renderMode: 'HTML',
  title: 'Kidzapalooza | Teletón Kids',
  description: 'El festival de música para niñas, niños y sus familias.',
} satisfies Config;
