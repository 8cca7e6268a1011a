import type { PageContextServer } from 'vike/types';
import { formNotice } from '../../../privacy/data.server.ts';
import { workshopBySlug } from '../data.server.ts';

export type Data = ReturnType<typeof data>;

/** The workshop of this route, trimmed to what the page shows, and its form's privacy notice. */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug;
  if (slug === undefined) throw new Error('Falta el parámetro slug de la ruta del taller');
  return { ...workshopBySlug(slug), notice: formNotice('course') };
}
