import { loadThanks } from '../data.server.ts';

export type Data = ReturnType<typeof data>;

/** The thank-you texts. */
export function data() {
  return loadThanks();
}
