import { TELETON_PATHS } from '../../teleton/teleton-paths.ts';

/** Both addresses of the telethon page are prerendered (a route function needs the list). */
export function onBeforePrerenderStart(): string[] {
  return [...TELETON_PATHS];
}
