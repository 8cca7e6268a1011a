import type { PageContextServer } from 'vike/types';
import { characterBySlug } from '../../characters/data.server.ts';

export type Data = ReturnType<typeof data>;

/** The character of this route: name, texts and media URLs. */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug;
  if (slug === undefined) throw new Error('Falta el parámetro slug de la ruta del personaje');
  return characterBySlug(slug);
}
