import { pack } from '../../framework/packed.ts';
import { loadDirectoryContent } from '../../teleton/data.server.ts';
import { loadSearchRegions } from '../index/data.server.ts';
import { directoryList, loadDirectoryPoints, loadMarkerIcons } from './data.server.ts';
import { DIRECTORY_PAGE, filterOptions } from './filters.ts';

export type Data = ReturnType<typeof data>;

/**
 * Heading, intro and marker icons; of the collection points (trimmed to what the page shows)
 * only the first page of the list, their total and the filters' options: the whole list is a
 * file of its own (`listUrl`) that the page fetches once it has loaded, so the HTML stays small
 * and hydrating it stays quick. The regions' names (folded) let the search find a region by any
 * of them.
 */
export function data() {
  const { title, text, defaultIcon } = loadDirectoryContent();
  const points = loadDirectoryPoints();
  return {
    title,
    text,
    icons: loadMarkerIcons(defaultIcon),
    first: pack(points.slice(0, DIRECTORY_PAGE)),
    total: points.length,
    options: pack(filterOptions(points, '')),
    listUrl: directoryList(points).url,
    regions: pack(loadSearchRegions()),
  };
}
