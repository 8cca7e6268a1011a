import { pack } from '../../framework/packed.ts';
import { loadTeleton } from '../../teleton/data.server.ts';
import { loadLocatorPoints, loadSearchRegions } from './data.server.ts';

export type Data = ReturnType<typeof data>;

/**
 * The telethon content and the clean points, trimmed: the page ships ~316 points with only
 * id, name, address, comuna, region and its code, coordinates and icon URL (no findings or
 * source lines), and the 16 regions with their names folded for the search. Both packed
 * (`framework/packed.ts`): the browser reads them with one `JSON.parse`.
 */
export function data() {
  const { defaultIcon, ...content } = loadTeleton();
  return { ...content, points: pack(loadLocatorPoints(defaultIcon)), regions: pack(loadSearchRegions()) };
}
