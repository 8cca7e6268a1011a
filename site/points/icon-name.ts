import { basename } from 'node:path';

/**
 * The name a list item's `data-icon` gives for an icon file: `punto-verde.svg` → `punto-verde`.
 * The list's icon stylesheet (site/finish/point-icons.ts) and the points' data (icons.server.ts)
 * both name icons by it.
 */
export const iconName = (file: string): string => basename(file, '.svg');
