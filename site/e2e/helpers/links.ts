import type { Page } from '@playwright/test';

/**
 * The links of each document (its HTML, or the page itself when null) that lead to another
 * origin: how many there are, and those whose `rel` lacks `noopener` or `noreferrer` (the new
 * page must get neither `window.opener` nor the referring URL) as `path: href (rel="…")`.
 */
export function externalLinks(page: Page, documents: { path: string; html: string | null }[]): Promise<{ count: number; unsafe: string[] }> {
  return page.evaluate((docs) => {
    const unsafe: string[] = [];
    let count = 0;
    for (const { path, html } of docs) {
      const base = new URL(path, window.location.origin);
      const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
      for (const link of doc.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')) {
        const url = new URL(link.getAttribute('href') ?? '', base);
        if (!url.protocol.startsWith('http') || url.origin === base.origin) continue;
        count++;
        const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) unsafe.push(`${path}: ${url.href} (rel="${link.getAttribute('rel') ?? ''}")`);
      }
    }
    return { count, unsafe };
  }, documents);
}
