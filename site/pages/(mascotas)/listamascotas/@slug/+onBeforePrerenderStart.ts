import { dogUrls } from '../../data.server.ts';

/** One page per dog, at its canonical URL, from the dog content. */
export function onBeforePrerenderStart(): string[] {
  return dogUrls();
}
