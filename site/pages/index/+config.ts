import type { Config } from 'vike/types';

export default {
  title: 'Teletón 2025: recicla en familia',
} satisfies Config;
