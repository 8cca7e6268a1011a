import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { iconName } from '../points/icon-name.ts';

/** The stylesheet the locator's list imports: one rule per published marker icon. */
export const POINT_ICONS_CSS = 'virtual:point-icons.css';

/** The CSS of the icons in `dir`: `.point-item[data-icon="punto-verde"]{background-image:url(…)}` for each `*.svg`. */
export function pointIconRules(dir: string): string {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => `.point-item[data-icon="${iconName(file)}"]{background-image:url("./${file}")}`)
    .join('\n');
}

/**
 * `import 'virtual:point-icons.css'`: the list's icons as a stylesheet made at build time from the
 * icons the pipeline published (`generated/media/icons/`), so each item carries only a short
 * `data-icon` and the page needs no `<style>` of its own in the body. Vite hashes the files the
 * rules name, as for any stylesheet.
 */
export function pointIcons(dir: string): Plugin {
  const id = join(dir, 'point-icons.css');
  return {
    name: 'point-icons',
    resolveId: (source) => (source === POINT_ICONS_CSS ? id : null),
    load: (loading) => (loading === id ? pointIconRules(dir) : null),
  };
}
