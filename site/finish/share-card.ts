import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { SHARE_SIZE } from '../seo/share.ts';

/**
 * The pictures a shared link shows, rasterised from the site's own SVG art with resvg. Text in
 * the art is set in DejaVu Sans Condensed from the `dejavu-fonts-ttf` package, never in the
 * machine's fonts, so every machine draws the same picture.
 */

const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT: NonNullable<ResvgRenderOptions['font']> = {
  fontFiles: ['DejaVuSansCondensed.ttf', 'DejaVuSansCondensed-Bold.ttf'].map((file) => join(FONT_DIR, file)),
  loadSystemFonts: false,
  defaultFontFamily: 'DejaVu Sans Condensed',
  sansSerifFamily: 'DejaVu Sans Condensed',
};

/** The band beside or under the art: the brand's ink, as the site's footer. */
const BAND = '#1d2433';
/** Art at least this much wider than tall goes above the band; narrower art stands beside it. */
const WIDE = 1.9;

/** Width and height of an SVG document, from its `viewBox` (or its width and height attributes). */
export function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const box = /\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(root);
  const attr = (name: string) => Number(new RegExp(`\\b${name}\\s*=\\s*["']([\\d.]+)`, 'i').exec(root)?.[1]);
  const width = box ? Number(box[1]) : attr('width');
  const height = box ? Number(box[2]) : attr('height');
  if (!(width > 0 && height > 0)) throw new Error('el SVG no dice su tamaño (viewBox o width y height)');
  return { width, height };
}

/** An SVG rendered to PNG at `width` pixels wide. */
export function rasterise(svg: string, width?: number): Buffer {
  const fitTo: ResvgRenderOptions['fitTo'] = width === undefined ? { mode: 'original' } : { mode: 'width', value: Math.round(width) };
  return new Resvg(svg, { font: FONT, fitTo }).render().asPng();
}

const dataUri = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The brand in a box: the mark above the name on narrow bands, beside it on wide ones; centred, white on ink. */
function brand(box: Box, mark: string, name: string): string {
  const beside = box.width > 2 * box.height;
  const markSize = Math.round(beside ? box.height * 0.62 : Math.min(box.width * 0.4, 180));
  // DejaVu Sans Condensed Bold is about 0.58 em a character: the name fills at most 80 % of the box.
  const available = beside ? box.width * 0.8 - markSize - 24 : box.width * 0.8;
  const fontSize = Math.round(Math.min(beside ? box.height * 0.36 : 72, available / (name.length * 0.58)));
  const nameWidth = name.length * 0.58 * fontSize;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  if (beside) {
    const left = cx - (markSize + 24 + nameWidth) / 2;
    return (
      `<image href="${mark}" x="${left}" y="${cy - markSize / 2}" width="${markSize}" height="${markSize}"/>` +
      `<text x="${left + markSize + 24}" y="${cy + fontSize * 0.36}" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(name)}</text>`
    );
  }
  const top = cy - (markSize + 24 + fontSize) / 2;
  return (
    `<image href="${mark}" x="${cx - markSize / 2}" y="${top}" width="${markSize}" height="${markSize}"/>` +
    `<text x="${cx}" y="${top + markSize + 24 + fontSize * 0.8}" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(name)}</text>`
  );
}

/**
 * A 1200×630 picture for a shared link, made of the page's art and the brand (the site's mark
 * and name): wide art fills the top with the brand in a band below; other art takes the left
 * side at full height with the brand beside it. Nothing is drawn anew.
 */
export function shareCard(art: string, mark: string, name: string): Buffer {
  const { width: W, height: H } = SHARE_SIZE;
  const size = svgSize(art);
  const ratio = size.width / size.height;
  const artBox: Box = ratio >= WIDE ? { x: 0, y: 0, width: W, height: Math.round(W / ratio) } : { x: 0, y: 0, width: Math.round(H * ratio), height: H };
  const band: Box =
    ratio >= WIDE ? { x: 0, y: artBox.height, width: W, height: H - artBox.height } : { x: artBox.width, y: 0, width: W - artBox.width, height: H };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans Condensed">` +
    `<rect width="${W}" height="${H}" fill="${BAND}"/>` +
    `<image href="${dataUri(rasterise(art, artBox.width))}" x="0" y="0" width="${artBox.width}" height="${artBox.height}" preserveAspectRatio="xMidYMid slice"/>` +
    brand(band, dataUri(rasterise(mark, 360)), name) +
    '</svg>';
  return rasterise(svg);
}

/**
 * A square icon of the site's mark: `inset` (a share of the side) left around it, on `background`
 * or on transparency. Maskable icons keep the mark within the middle 80 % that every mask shows.
 */
export function appIcon(mark: string, size: number, inset: number, background: string | null): Buffer {
  const margin = Math.round(size * inset);
  const inner = size - 2 * margin;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    (background === null ? '' : `<rect width="${size}" height="${size}" fill="${background}"/>`) +
    `<image href="${dataUri(rasterise(mark, inner))}" x="${margin}" y="${margin}" width="${inner}" height="${inner}"/>` +
    '</svg>';
  return rasterise(svg);
}
