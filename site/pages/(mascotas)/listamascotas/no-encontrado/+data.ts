import { loadPetsShell } from '../../data.server.ts';

export type Data = ReturnType<typeof data>;

/** The pets header and footer. */
export function data() {
  return { shell: loadPetsShell() };
}
