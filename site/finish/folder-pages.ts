import { copyFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { builtHtmlFiles, finishingStep } from './files.ts';

/**
 * Each page is prerendered as `name.html` (Vike's `prerender.noExtraDir`), so that `/name`, its
 * canonical address, answers 200 with no redirect on the static hosts the site is written for.
 * But nearly every page also has a folder of the same name: the client router's
 * `name/index.pageContext.json`, and the dogs' pages under `listamascotas/`. Cloudflare Pages and
 * Netlify serve `/name` from `name.html` all the same; GitHub Pages answers `/name` with a redirect
 * to `/name/` whenever the folder `name/` exists, and `/name/` then has no page. With a copy of the
 * page as `name/index.html`, GitHub Pages serves `name.html` at `/name` and the same page at
 * `/name/` (Cloudflare Pages serves the copy at `/name/`; Netlify redirects it to `/name`): one
 * page at either address, never another one, never a 404.
 *
 * The copies are made after every step that reads the pages (builtHtmlFiles leaves them out) and
 * before the compressed copies, which they get like any file.
 */

/** The page files that have a folder of the same name beside them, with the copy each needs: `[name.html, name/index.html]`. */
export async function folderCopies(dir: string): Promise<[string, string][]> {
  const pages = await builtHtmlFiles(dir);
  const copies = await Promise.all(
    pages.map(async (page): Promise<[string, string][]> => {
      const folder = page.slice(0, -'.html'.length);
      const isFolder = await stat(folder).then(
        (stats) => stats.isDirectory(),
        () => false,
      );
      return isFolder ? [[page, join(folder, 'index.html')]] : [];
    }),
  );
  return copies.flat();
}

/** Writes `name/index.html`, a copy of `name.html`, into every page's folder. */
export const folderPages = () =>
  finishingStep('folder-pages', async ({ dir }) => {
    const copies = await folderCopies(dir);
    await Promise.all(copies.map(([from, to]) => copyFile(from, to)));
    return `${copies.length} páginas copiadas a su carpeta (nombre/index.html, para GitHub Pages)`;
  });
