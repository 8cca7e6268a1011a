import { absoluteUrl } from './site-url.ts';

/** What a page's head says about indexing: its canonical address, or `null` for `noindex`. */
export function canonicalHref(base: string, page: { urlPathname: string; is404?: boolean | null | undefined; noindex?: boolean | undefined }): string | null {
  return page.noindex === true || page.is404 === true ? null : absoluteUrl(base, page.urlPathname);
}

/**
 * Brings the document's canonical link and robots tag in line with the page shown, after a
 * navigation in the browser (the prerendered HTML already has them right for its own page):
 * a canonical link for an indexable page, `noindex` and no canonical link otherwise.
 */
export function syncHeadLinks(doc: Document, href: string | null): void {
  const head = doc.head;
  const canonical = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const robots = head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (href === null) {
    canonical?.remove();
    if (robots) robots.content = 'noindex';
    else head.append(Object.assign(doc.createElement('meta'), { name: 'robots', content: 'noindex' }));
    return;
  }
  robots?.remove();
  if (canonical) canonical.href = href;
  else head.append(Object.assign(doc.createElement('link'), { rel: 'canonical', href }));
}
