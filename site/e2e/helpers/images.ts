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

/**
 * The page's largest picture in its first screen (the browser's Largest Contentful Paint, when
 * that is an `<img>`) if it is not fetched at once and first: `loading="lazy"` waits for layout,
 * and without `fetchpriority="high"` it shares the line with the scripts. One line, or none when
 * the largest thing painted is text or the picture is fetched right.
 */
export function slowFirstPicture(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const judge = (element: Element | null | undefined): string[] => {
          if (!(element instanceof HTMLImageElement)) return [];
          const src = new URL(element.currentSrc || element.src, location.href).pathname;
          if (element.loading === 'lazy') return [`${src}: the largest picture is lazy`];
          return element.getAttribute('fetchpriority') === 'high' ? [] : [`${src}: the largest picture is not fetchpriority="high"`];
        };
        // The entries so far come in one call; a page with nothing painted yet has none to give.
        const timer = setTimeout(() => resolve([]), 2000);
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          clearTimeout(timer);
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
          resolve(judge(last?.element));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}
