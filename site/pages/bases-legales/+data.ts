import { loadLegal } from '../../legal/data.server.ts';

export type Data = ReturnType<typeof data>;

/** The four documents: link text and PDF URL. */
export function data() {
  return { documents: loadLegal().map(({ id, title, url }) => ({ id, title, url })) };
}
