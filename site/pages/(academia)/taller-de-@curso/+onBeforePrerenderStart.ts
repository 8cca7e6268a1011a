import { workshopUrls } from '../data.server.ts';

/** The four workshop pages to prerender, from the course content. */
export function onBeforePrerenderStart(): string[] {
  return workshopUrls();
}
