/**
 * After a navigation inside the site, the focus moves to the new page's main heading, as
 * accessible routers do: a screen reader reads where the visitor arrived, and the next Tab starts
 * from the page's content instead of from the top of the document (the browser would otherwise
 * leave the focus on `<body>` and announce nothing). A link to a fragment (`/mascotas#confirmar`)
 * keeps the browser's own behaviour, and so does a page that already put the focus somewhere. The
 * page is not scrolled by it: the router has scrolled already, with the visitor's motion setting.
 */
export function focusPageHeading(doc: Document = document): HTMLElement | null {
  if (doc.defaultView?.location.hash) return null;
  const active = doc.activeElement;
  // A page component that moved the focus itself (into a dialog, a form) keeps it.
  if (active && active !== doc.body && active !== doc.documentElement && active.isConnected && doc.querySelector('main')?.contains(active)) return null;
  const target = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1') ?? doc.querySelector<HTMLElement>('main');
  if (!target) return null;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.dataset.routeFocus = '';
  target.focus({ preventScroll: true });
  return target;
}
