import type { Plugin } from 'vite';
import { folderPages } from './folder-pages.ts';
import { headersFile } from './headers.ts';
import { inlineStylesheets } from './inline-css.ts';
import { precompressedCopies } from './precompress.ts';
import { recipientsCheck } from './recipients.ts';
import { shareFiles } from './share-files.ts';
import { sitemapFiles } from './sitemap.ts';

/**
 * What `vike build` does to the prerendered site before it ships, in this order: stylesheets into
 * the pages, then the files read from the finished pages (the shared pictures, icons and manifest;
 * `_headers`, `sitemap.xml`, `robots.txt`), then each page's copy in its folder (folder-pages.ts),
 * then the compressed copies of everything, which must
 * come last; and a warning for each webhook host the privacy content does not identify.
 */
export const finishSite = (): Plugin[] => [
  inlineStylesheets(),
  shareFiles(),
  headersFile(),
  sitemapFiles(),
  folderPages(),
  precompressedCopies(),
  recipientsCheck(),
];
