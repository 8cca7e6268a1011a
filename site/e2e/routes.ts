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
];
