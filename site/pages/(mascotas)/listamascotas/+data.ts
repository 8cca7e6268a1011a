import { loadDogList, loadPetsShell } from '../data.server.ts';

export type Data = ReturnType<typeof data>;

/** Every dog (photo, name, foundation, page) and the pets header and footer. */
export function data() {
  return { dogs: loadDogList(), shell: loadPetsShell() };
}
