/**
 * URLs of the published media in generated/media/, content-hashed by the build so they can
 * be cached for a year. Server-only: pages receive resolved URLs through their data, so the
 * table of every media file never reaches the browser.
 */
const files = import.meta.glob<string>('../../generated/media/**/*', { query: '?url', import: 'default', eager: true });

const PREFIX = '../../generated/media/';

/** The URL of a media file named as in the content, e.g. `courses/science-tile.svg`. */
export function mediaUrl(path: string): string {
  const url = files[`${PREFIX}${path}`];
  if (url === undefined) throw new Error(`Falta el archivo generated/media/${path}: ejecute npm run pipeline -- build`);
  return url;
}
