import { formNotice } from '../../../privacy/data.server.ts';
import { loadPetsPage } from '../data.server.ts';

export type Data = ReturnType<typeof data>;

/** The event page's content with media resolved to URLs, and the form's privacy notice. */
export function data() {
  return { ...loadPetsPage(), notice: formNotice('mascotas') };
}
