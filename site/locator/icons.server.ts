/**
 * Marker icons as files of their own (`?no-inline`): Vite would otherwise inline these small
 * SVGs as data: URIs, repeating about 1 KB in every list item and in the page data.
 */
const files = import.meta.glob<string>('../../generated/media/icons/*.svg', { query: '?no-inline', import: 'default', eager: true });

const PREFIX = '../../generated/media/';

/** The URL of a published marker icon (`icons/punto-verde.svg`), or of `fallback` when it was not published. */
export function iconUrl(path: string, fallback: string): string {
  const url = files[`${PREFIX}${path}`] ?? files[`${PREFIX}${fallback}`];
  if (url === undefined) throw new Error(`Falta el ícono generated/media/${fallback}: ejecute npm run pipeline -- build`);
  return url;
}
