import { loadBirthday } from '../../birthday/data.server.ts';
import { formNotice } from '../../privacy/data.server.ts';

export type Data = ReturnType<typeof data>;

/** The page texts, the legal bases URL, the greeting image URL and the form's privacy notice. */
export function data() {
  return { ...loadBirthday(), notice: formNotice('cumple') };
}
