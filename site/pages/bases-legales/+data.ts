import { loadLegal } from './data.server.ts';

export type Data = ReturnType<typeof data>;

/** The documents in force (or still to be published) and, apart, those that have ended. */
export function data() {
  return loadLegal();
}
