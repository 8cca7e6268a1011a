/**
 * Marker icons as files of their own (`?no-inline`): Vite would otherwise inline these small
 * SVGs as data: URIs, repeating about 1 KB in every list item and in the page data.
 */
import { iconName } from './icon-name.ts';

const files = import.meta.glob<string>('../../generated/media/icons/*.svg', { query: '?no-inline', import: 'default', eager: true });

const PREFIX = '../../generated/media/';

/** The published marker icon a point shows: `path` (`icons/punto-verde.svg`), or `fallback` when `path` was not published. */
function publishedIcon(path: string, fallback: string): string {
  if (files[`${PREFIX}${path}`] !== undefined) return path;
  if (files[`${PREFIX}${fallback}`] !== undefined) return fallback;
  throw new Error(`Falta el ícono generated/media/${fallback}: ejecute npm run pipeline -- build`);
}

/** The URL of a published marker icon (`icons/punto-verde.svg`), or of `fallback` when it was not published. */
export function iconUrl(path: string, fallback: string): string {
  return files[`${PREFIX}${publishedIcon(path, fallback)}`] ?? '';
}

/** The name the list's stylesheet knows the icon by (`punto-verde`; see icon-name.ts). */
export function iconKey(path: string, fallback: string): string {
  return iconName(publishedIcon(path, fallback));
}
