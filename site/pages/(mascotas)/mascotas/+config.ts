import type { Config } from 'vike/types';

export default {
  // The registration form and its birth-date selects: React hydrates the page.
  renderMode: 'SSR',
  title: 'Evento de adopción de mascotas | Teletón Kids',
  description: 'Conoce a los perritos que buscan familia y confirma tu asistencia al evento de adopción.',
} satisfies Config;
