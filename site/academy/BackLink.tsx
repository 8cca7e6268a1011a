import './academy.css';

/** The "back" button of the academy pages: a link to the previous screen. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <a className="button button-secondary back-link" href={href}>
      <span aria-hidden="true">←</span> {children}
    </a>
  );
}
