import { dogSlugs } from '../(mascotas)/data.server.ts';

export type Data = ReturnType<typeof data>;

/**
 * The dog slugs only (a few hundred bytes): on hosts without the local server, the 404 page
 * sends `/listamascotas/KUYEN` to `/listamascotas/kuyen` itself.
 */
export function data() {
  return { dogSlugs: dogSlugs() };
}
