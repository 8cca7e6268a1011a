/**
 * The route table for the browser tests: each URL with its expected status, document
 * title and a text that must be in the prerendered HTML itself (before any JavaScript).
 */
export interface RouteCase {
  path: string;
  status: number;
  title: RegExp;
  text: string;
  header: boolean;
  footer: boolean;
}

export const routes: RouteCase[] = [
  { path: '/', status: 200, title: /Teletón/, text: 'Recicla en familia', header: true, footer: true },
  {
    path: '/ruta-que-no-existe',
    status: 404,
    title: /no encontrada/,
    text: 'Lo sentimos, no hemos encontrado este página',
    header: true,
    footer: true,
  },
  { path: '/newsletter', status: 200, title: /Suscríbete/, text: 'Suscríbete', header: true, footer: true },
  { path: '/dia-del-nino', status: 200, title: /Día del Niño/, text: 'Día del Niño', header: true, footer: true },
  { path: '/bases-legales', status: 200, title: /Bases Legales/, text: 'Bases Legales', header: true, footer: true },
  { path: '/kidzapalooza', status: 200, title: /Kidzapalooza/, text: 'Kidzapalooza', header: true, footer: true },
  { path: '/academia-solar', status: 200, title: /Academia Solar/, text: 'Academia Solar', header: true, footer: true },
  { path: '/cursos', status: 200, title: /Cursos de la Academia Solar/, text: 'Elige tu curso', header: true, footer: true },
  { path: '/taller', status: 200, title: /Talleres de la Academia Solar/, text: 'Talleres de la Academia Solar', header: true, footer: true },
  { path: '/taller-de-ciencias', status: 200, title: /Taller de Ciencias/, text: 'Taller de Ciencias', header: true, footer: true },
  { path: '/taller-de-manualidades', status: 200, title: /Taller de Manualidades/, text: 'Taller de Manualidades', header: true, footer: true },
  { path: '/taller-de-baile-tiktok', status: 200, title: /Taller de Baile TikTok/, text: 'Taller de Baile TikTok', header: true, footer: true },
  { path: '/taller-de-cocina', status: 200, title: /Taller de Cocina/, text: 'Taller de Cocina', header: true, footer: true },
  { path: '/cuestionario', status: 200, title: /Cuestionarios de la Academia Solar/, text: 'Cuestionarios de la Academia Solar', header: true, footer: true },
  {
    path: '/formulario-solar',
    status: 200,
    title: /Inscríbete en la Academia Solar/,
    text: 'Inscríbete en la Academia Solar',
    header: true,
    footer: true,
  },
  { path: '/modal', status: 200, title: /Taller completado/, text: '¡Taller completado!', header: true, footer: true },
];
