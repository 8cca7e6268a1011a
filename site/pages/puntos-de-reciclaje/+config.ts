import type { Config } from 'vike/types';

export default {
  title: 'Puntos de reciclaje: horarios y contactos | Teletón',
  description: 'Busca por región y comuna los puntos de reciclaje de la Tarea Teletón: dirección, días y horarios, quién los atiende y cómo contactarlos.',
} satisfies Config;
