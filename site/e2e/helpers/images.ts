import type { Page } from '@playwright/test';

/**
 * The pictures on the page that would move what is below them as they arrive: an `<img>` without
 * both `width` and `height` (the browser cannot hold its place before the file comes), or one
 * whose file, once loaded, has another shape than those attributes say (the place held was wrong).
 * One `path: reason` line each; pictures not loaded yet (lazy ones below the fold) are judged by
 * their attributes only.
 */
export function shiftingImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images].flatMap((image) => {
      const src = new URL(image.currentSrc || image.src, location.href).pathname;
      const width = Number(image.getAttribute('width'));
      const height = Number(image.getAttribute('height'));
      if (!(width > 0 && height > 0)) return [`${src}: no width and height`];
      if (!image.complete || image.naturalWidth === 0 || image.naturalHeight === 0) return [];
      const declared = width / height;
      const natural = image.naturalWidth / image.naturalHeight;
      return Math.abs(declared / natural - 1) > 0.01 ? [`${src}: ${width}×${height} declared, ${image.naturalWidth}×${image.naturalHeight} in the file`] : [];
    }),
  );
}
