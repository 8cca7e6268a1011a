import { describe, expect, it } from 'vitest';
import { shareArt, sharePicturePath } from './share.ts';

describe('shared pictures', () => {
  it("are published under /compartir with the art's path, and read back to it", () => {
    expect(sharePicturePath('hero/academia.svg')).toBe('/compartir/hero/academia.png');
    expect(sharePicturePath('dogs/kuyen.svg')).toBe('/compartir/dogs/kuyen.png');
    expect(shareArt('/compartir/dogs/kuyen.png')).toBe('dogs/kuyen.svg');
    for (const art of ['hero/academia.svg', 'birthday/saludo.svg', 'logo.svg']) expect(shareArt(sharePicturePath(art))).toBe(art);
  });

  it('are made only of SVG art under generated/media', () => {
    for (const art of ['hero/academia.png', '../secreto.svg', '/hero/academia.svg', 'hero/Academia.svg', ''])
      expect(() => sharePicturePath(art)).toThrow(/SVG de generated\/media/);
    for (const path of ['/otra/hero/academia.png', '/compartir/hero/academia.jpg', '/compartir/../x.png', '/compartir/.png']) expect(shareArt(path)).toBeNull();
  });
});
