import { diplomaCourses } from '../data.server.ts';

export type Data = ReturnType<typeof data>;

export function data() {
  return diplomaCourses();
}
