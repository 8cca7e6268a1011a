import type { Config } from 'vike/types';

export default {
  // The contest form and the greeting download: React hydrates the page.
  renderMode: 'SSR',
  title: 'Cumpleaños | Teletón Kids',
  description: 'Participa por entradas para celebrar un cumpleaños con amigos y descarga un saludo de cumpleaños con el nombre del niño o niña.',
  // The birthday greeting's art is the picture its shared links show.
  shareArt: 'birthday/saludo.svg',
} satisfies Config;
