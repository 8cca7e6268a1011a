import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SiteSchema } from '../../pipeline/schema/content/site.ts';
import { APP_ICONS, APPLE_TOUCH_ICON, BACKGROUND_COLOR, MANIFEST_PATH, shareArt, THEME_COLOR } from '../seo/share.ts';
import { builtHtmlFiles, finishingStep } from './files.ts';
import { appIcon, shareCard } from './share-card.ts';

const MEDIA_DIR = fileURLToPath(new URL('../../generated/media/', import.meta.url));
const SITE_FILE = fileURLToPath(new URL('../../generated/content/site.json', import.meta.url));
/** The site's mark (the favicon), from which the app icons and the shared pictures' brand are made. */
const MARK_FILE = fileURLToPath(new URL('../public/favicon.svg', import.meta.url));

const OG_IMAGE = /<meta\s+property="og:image"\s+content="([^"]+)"/;

/** The art each built page names for its shared picture: `/compartir/dogs/kuyen.png` → `dogs/kuyen.svg`, with the pages naming it. */
export async function sharedPictures(dir: string, base: string): Promise<Map<string, { art: string; pages: string[] }>> {
  const pictures = new Map<string, { art: string; pages: string[] }>();
  for (const file of await builtHtmlFiles(dir)) {
    const url = OG_IMAGE.exec(await readFile(file, 'utf8'))?.[1]?.replace(/&amp;/g, '&');
    if (url === undefined) continue;
    const path = url.startsWith(`${base}/`) ? url.slice(base.length) : null;
    const art = path === null ? null : shareArt(path);
    if (path === null || art === null) throw new Error(`${file}: og:image no es una imagen para compartir de este sitio: ${url}`);
    const entry = pictures.get(path) ?? { art, pages: [] };
    entry.pages.push(file);
    pictures.set(path, entry);
  }
  return pictures;
}

/** The web app manifest: the site's name, colours and icons. */
export function manifest(name: string): string {
  return `${JSON.stringify(
    {
      name,
      short_name: name,
      lang: 'es-CL',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: BACKGROUND_COLOR,
      theme_color: THEME_COLOR,
      icons: APP_ICONS.map((icon) => ({ src: icon.path, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
    },
    null,
    2,
  )}\n`;
}

async function write(dir: string, path: string, bytes: Buffer | string): Promise<void> {
  const file = join(dir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/**
 * What a shared link and an installed site show, made at build time from the site's own art:
 * the 1200×630 picture of every piece of art a page names in `og:image` (so the pictures are
 * exactly those the pages use, with no list of their own), the app icons, the Apple touch icon
 * and the manifest.
 */
export const shareFiles = () =>
  finishingStep('share', async ({ dir, config }) => {
    const base = config.siteUrl;
    const { name } = SiteSchema.parse(JSON.parse(await readFile(SITE_FILE, 'utf8')));
    const mark = await readFile(MARK_FILE, 'utf8');
    const pictures = await sharedPictures(dir, base);
    for (const [path, { art, pages }] of pictures) {
      const svg = await readFile(join(MEDIA_DIR, art), 'utf8').catch(() => {
        throw new Error(`Falta generated/media/${art}, la imagen para compartir de ${pages[0]}: ejecute npm run pipeline -- build`);
      });
      await write(dir, path, shareCard(svg, mark, name));
    }
    for (const icon of APP_ICONS)
      await write(dir, icon.path, appIcon(mark, icon.size, icon.purpose === 'maskable' ? 0.2 : 0.04, icon.purpose === 'maskable' ? BACKGROUND_COLOR : null));
    await write(dir, APPLE_TOUCH_ICON.path, appIcon(mark, APPLE_TOUCH_ICON.size, 0.1, BACKGROUND_COLOR));
    await write(dir, MANIFEST_PATH, manifest(name));
    return `${pictures.size} imágenes para compartir, ${APP_ICONS.length + 1} íconos y ${MANIFEST_PATH.slice(1)}`;
  });
