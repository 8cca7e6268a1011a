import { formNotice } from '../../privacy/data.server.ts';
import { loadBirthday } from './data.server.ts';

export type Data = ReturnType<typeof data>;

/** The page texts, the legal bases URL, the greeting image URL and the form's privacy notice. */
export function data() {
  return { ...loadBirthday(), notice: formNotice('cumple') };
}
