import type { Config } from 'vike/types';

export default {
  title: 'Cumpleaños | Teletón Kids',
  description: 'Participa por entradas para celebrar un cumpleaños con amigos y descarga un saludo de cumpleaños con el nombre del niño o niña.',
} satisfies Config;
