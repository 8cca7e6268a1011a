import type { Config } from 'vike/types';

export default {
  // Every dog, a link each: no script at all.
  renderMode: 'HTML',
  title: 'Perritos en adopción | Teletón Kids',
  description: 'Conoce a los perritos que buscan familia en el evento de adopción: su foto, su fundación y su historia para escuchar.',
} satisfies Config;
