import type { Config } from 'vike/types';

export default {
  // The directory's filters, map and list: React hydrates the page.
  renderMode: 'SSR',
  title: 'Puntos de reciclaje: horarios y contactos | Teletón',
  description: 'Busca por región y comuna los puntos de reciclaje de la Tarea Teletón: dirección, días y horarios, quién los atiende y cómo contactarlos.',
} satisfies Config;
