import type { Config } from 'vike/types';

export default {
  title: 'Evento de adopción de mascotas | Teletón Kids',
  description: 'Conoce a los perritos que buscan familia y confirma tu asistencia al evento de adopción.',
  // The pet pages bring their own header (pets menu) and footer (dog and cat).
  showHeader: false,
  showFooter: false,
  // The adoption event's art is the picture its shared links show.
  shareArt: 'hero/mascotas.svg',
} satisfies Config;
