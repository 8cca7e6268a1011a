import type { Config } from 'vike/types';

export default {
  title: 'Privacidad y tus datos | Teletón Kids',
  description: 'Qué datos piden los formularios de Teletón Kids, para qué, quién los recibe, cuánto tiempo se guardan y cómo usar tus derechos.',
} satisfies Config;
