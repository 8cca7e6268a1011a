import { courseTiles } from '../data.server.ts';

export type Data = ReturnType<typeof data>;

export function data() {
  return { tiles: courseTiles() };
}
