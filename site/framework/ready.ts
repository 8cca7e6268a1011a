/**
 * Marks the page as ready to use (`<html data-hydrated="true">`): React's once it has taken over
 * the page (+Layout.tsx), an enhanced page's script once it has wired the page. A page with no
 * script carries the mark in its HTML (+htmlAttributes.ts). The browser tests wait on it.
 */
export function markPageReady(doc: Document = document): void {
  doc.documentElement.dataset.hydrated = 'true';
}
