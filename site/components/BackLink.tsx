/**
 * A link back to the screen the visitor came from: an arrow that screen readers skip, then where
 * it leads ("Volver a …"). A secondary button above the page's content
 * unless `className` says otherwise.
 */
export function BackLink({ href, children, className = 'button button-secondary back-link' }: { href: string; children: string; className?: string }) {
  return (
    <a className={className} href={href}>
      <span aria-hidden="true">←</span> {children}
    </a>
  );
}
