import { loadLocatorPoints } from '../../locator/data.server.ts';
import { loadTeleton } from '../../teleton/data.server.ts';

export type Data = ReturnType<typeof data>;

/**
 * The telethon content and the clean points, trimmed: the page ships ~316 points with only
 * id, name, address, comuna, region, coordinates and icon URL (no findings or source lines).
 */
export function data() {
  const { defaultIcon, ...content } = loadTeleton();
  return { ...content, points: loadLocatorPoints(defaultIcon) };
}
