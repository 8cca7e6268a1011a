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
  /** Asks not to be indexed (and is left out of the sitemap) although found; 404 pages always do. */
  noindex?: boolean;
  /**
   * The route that shows the same page template with other data (`/teleton25` is `/`, a workshop
   * the first workshop, a character or a dog the first one): the accessibility scan looks at one
   * page per template (pages.spec.ts).
   */
  sameTemplateAs?: string;
}

export const routes: RouteCase[] = [
  { path: '/', status: 200, title: /Teletón/, text: 'Recicla en familia con la Teletón', header: false, footer: true },
  {
    path: '/ruta-que-no-existe',
    status: 404,
    title: /no encontrada/,
    text: 'Lo sentimos, no hemos encontrado esta página',
    header: true,
    footer: true,
  },
  { path: '/newsletter', status: 200, title: /Suscríbete/, text: 'Suscríbete', header: true, footer: true },
  { path: '/dia-del-nino', status: 200, title: /Día del Niño/, text: 'Día del Niño', header: true, footer: true },
  { path: '/bases-legales', status: 200, title: /Bases Legales/, text: 'Bases Legales', header: true, footer: true },
  { path: '/privacidad', status: 200, title: /Privacidad y tus datos/, text: 'Privacidad y tus datos', header: true, footer: true },
  { path: '/kidzapalooza', status: 200, title: /Kidzapalooza/, text: 'Kidzapalooza', header: true, footer: true },
  { path: '/academia-solar', status: 200, title: /Academia Solar/, text: 'Academia Solar', header: true, footer: true },
  { path: '/cursos', status: 200, title: /Cursos de la Academia Solar/, text: 'Elige tu curso', header: true, footer: true },
  { path: '/taller', status: 200, title: /Talleres de la Academia Solar/, text: 'Talleres de la Academia Solar', header: true, footer: true },
  { path: '/taller-de-ciencias', status: 200, title: /Taller de Ciencias/, text: 'Taller de Ciencias', header: true, footer: true },
  {
    path: '/taller-de-manualidades',
    status: 200,
    title: /Taller de Manualidades/,
    text: 'Taller de Manualidades',
    header: true,
    footer: true,
    sameTemplateAs: '/taller-de-ciencias',
  },
  {
    path: '/taller-de-baile-tiktok',
    status: 200,
    title: /Taller de Baile TikTok/,
    text: 'Taller de Baile TikTok',
    header: true,
    footer: true,
    sameTemplateAs: '/taller-de-ciencias',
  },
  {
    path: '/taller-de-cocina',
    status: 200,
    title: /Taller de Cocina/,
    text: 'Taller de Cocina',
    header: true,
    footer: true,
    sameTemplateAs: '/taller-de-ciencias',
  },
  { path: '/cuestionario', status: 200, title: /Cuestionarios de la Academia Solar/, text: 'Cuestionarios de la Academia Solar', header: true, footer: true },
  {
    path: '/formulario-solar',
    status: 200,
    title: /Inscríbete en la Academia Solar/,
    text: 'Inscríbete en la Academia Solar',
    header: true,
    footer: true,
  },
  { path: '/modal', status: 200, title: /Tu diploma/, text: 'Tu diploma de la Academia Solar', header: true, footer: true },
  { path: '/teleton25', status: 200, title: /Teletón/, text: 'Recicla en familia con la Teletón', header: false, footer: true, sameTemplateAs: '/' },
  { path: '/puntos-de-reciclaje', status: 200, title: /Puntos de reciclaje/, text: 'Puntos de reciclaje', header: true, footer: true },
  { path: '/luna-de-juegos', status: 200, title: /Luna de juegos/, text: 'Luna de juegos', header: true, footer: true },
  { path: '/juegos', status: 200, title: /Elige uno y empieza a jugar/, text: 'Elige uno y empieza a jugar', header: true, footer: true },
  { path: '/cumple', status: 200, title: /Cumpleaños/, text: '¡Celebra tu cumpleaños con Teletón Kids!', header: true, footer: true },
  ...['Rodolfa', 'Wandita', 'Dasher', 'Mia', 'Tamy', 'Cometa', 'Joe'].map((name, index) => ({
    path: `/${name.toLowerCase()}`,
    status: 200,
    title: new RegExp(name),
    text: name,
    header: false,
    footer: false,
    ...(index > 0 ? { sameTemplateAs: '/rodolfa' } : {}),
  })),
  { path: '/mascotas', status: 200, title: /Evento de adopción de mascotas/, text: 'Adopta un amigo para toda la vida', header: false, footer: false },
  {
    path: '/mascotas-gracias',
    status: 200,
    title: /Asistencia confirmada/,
    text: 'Tus datos fueron ingresados correctamente y tu asistencia ya está confirmada.',
    header: false,
    footer: false,
    noindex: true,
  },
  { path: '/listamascotas', status: 200, title: /Perritos en adopción/, text: 'Perritos en adopción', header: false, footer: false },
  { path: '/listamascotas/kuyen', status: 200, title: /Kuyén/, text: 'Hola, Soy Kuyén', header: false, footer: false },
  {
    path: '/listamascotas/pluton',
    status: 200,
    title: /Plutón/,
    text: 'Hola, Soy Plutón',
    header: false,
    footer: false,
    sameTemplateAs: '/listamascotas/kuyen',
  },
  { path: '/listamascotas/firulais', status: 404, title: /Perrito no encontrado/, text: 'Perrito no encontrado', header: false, footer: false },
];
