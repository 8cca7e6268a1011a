import { questionaryLinks } from '../data.server.ts';

export type Data = ReturnType<typeof data>;

export function data() {
  return { questionaries: questionaryLinks() };
}
