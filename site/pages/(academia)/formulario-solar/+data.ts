import { formNotice } from '../../../privacy/data.server.ts';
import { diplomaCourses } from '../data.server.ts';

export type Data = ReturnType<typeof data>;

/** Each course's diploma, the completion image and the form's privacy notice. */
export function data() {
  return { ...diplomaCourses(), notice: formNotice('course') };
}
