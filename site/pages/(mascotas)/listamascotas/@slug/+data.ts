import type { PageContextServer } from 'vike/types';
import { dogBySlug, loadPetsShell } from '../../data.server.ts';

export type Data = ReturnType<typeof data>;

/** This dog (photo, story, foundation) and the pets header and footer. */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug;
  if (slug === undefined) throw new Error('Falta el parámetro slug de la ruta del perro');
  return { dog: dogBySlug(slug), shell: loadPetsShell() };
}
