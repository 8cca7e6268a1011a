import type { Config } from 'vike/types';

export default {
  // Every dog, a link each: no script at all.
  renderMode: 'HTML',
  title: 'Perritos en adopción | Teletón Kids',
  description: 'Conoce a los perritos que buscan familia en el evento de adopción: su foto, su fundación y su historia para escuchar.',
  // The pet pages bring their own header (pets menu) and footer (dog and cat).
  showHeader: false,
  showFooter: false,
  // The adoption event's art is the picture its shared links show.
  shareArt: 'hero/mascotas.svg',
} satisfies Config;
