import { loadPages } from '../../data/pages.server.ts';

export type Data = ReturnType<typeof data>;

/** The kidzapalooza block: title, text and image URL. */
export function data() {
  const { title, text, imageUrl } = loadPages().kidzapalooza;
  return { title, text, imageUrl };
}
