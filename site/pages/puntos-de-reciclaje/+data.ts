import { loadDirectoryPoints, loadMarkerIcons } from '../../directory/data.server.ts';
import { loadDirectoryContent } from '../../teleton/data.server.ts';

export type Data = ReturnType<typeof data>;

/** Heading, intro, marker icons and the collection points trimmed to what the page shows. */
export function data() {
  const { title, text, defaultIcon } = loadDirectoryContent();
  return { title, text, icons: loadMarkerIcons(defaultIcon), points: loadDirectoryPoints() };
}
