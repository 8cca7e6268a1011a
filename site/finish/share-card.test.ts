import { describe, expect, it } from 'vitest';
import { appIcon, shareCard, svgSize } from './share-card.ts';

const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
const art = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#52aa81"/><text x="10" y="40" font-size="30">Muestra</text></svg>`;
const mark = '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="20" fill="#facc15"/></svg>';

describe('share pictures and icons', () => {
  it('read the size of an SVG from its viewBox, else its width and height', () => {
    expect(svgSize('<svg viewBox="0 0 1200 500" width="10">')).toEqual({ width: 1200, height: 500 });
    expect(svgSize('<svg width=\'480\' height="480">')).toEqual({ width: 480, height: 480 });
    expect(() => svgSize('<svg>')).toThrow(/tamaño/);
  });

  it('are 1200×630 PNGs whatever the shape of the art, and icons of the size asked', () => {
    for (const [w, h] of [
      [1200, 500],
      [480, 480],
      [500, 600],
      [800, 600],
    ] as const) {
      expect(size(shareCard(art(w, h), mark, 'Teletón Kids'))).toEqual([1200, 630]);
    }
    expect(size(appIcon(mark, 192, 0.04, null))).toEqual([192, 192]);
    expect(size(appIcon(mark, 180, 0.1, '#fffdf7'))).toEqual([180, 180]);
  });
});
