import { loadPetsPage } from '../../pets/data.server.ts';

export type Data = ReturnType<typeof data>;

/** The event page's content with media resolved to URLs. */
export function data() {
  return loadPetsPage();
}
