import { TELETON_PATHS } from '../../teleton/teleton-paths.ts';

/** The telethon page: `/` and `/teleton25` are the same page. */
export default function route({ urlPathname }: { urlPathname: string }): boolean {
  return TELETON_PATHS.includes(urlPathname);
}
