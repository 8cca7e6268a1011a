import { loadPages } from '../../../data/pages.server.ts';

export type Data = ReturnType<typeof data>;

/** The academy block (title, text, image) and nothing else of the pages content. */
export function data() {
  return loadPages().academia;
}
