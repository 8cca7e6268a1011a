import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { Link } from '../../pipeline/schema/content/common.ts';

/** True when `href` is the page being shown (anchors on the same page count as the page). */
function isActive(href: string, pathname: string): boolean {
  const path = href.split('#')[0] || '/';
  return path === pathname;
}

/**
 * The site header: logo home and a menu behind a hamburger toggle on small screens.
 * The menu closes on a click outside it, on Escape (focus returns to the toggle), when the
 * focus leaves it and when a link is chosen. `links` defaults to the site menu; pages with
 * their own menu pass theirs.
 */
export function Header({ links, label = 'Principal' }: { links?: readonly Link[]; label?: string }) {
  const { urlPathname, globalContext } = usePageContext();
  const { site } = globalContext;
  const items = links ?? site.menu;
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // The open menu lies over the page: when Tab takes the focus out of it, it closes so it
  // never hides the element that now has the focus.
  function onFocusLeave(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  }

  return (
    <header className="site-header">
      <a className="site-logo" href="/">
        <img src={site.logoUrl} alt={`${site.name}, ir al inicio`} width={180} height={48} />
      </a>
      <nav ref={navRef} aria-label={label} className="site-nav" onBlur={onFocusLeave}>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="menu-toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">{open ? 'Cerrar menú' : 'Abrir menú'}</span>
        </button>
        <ul id={menuId} className="menu" data-open={open}>
          {items.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={isActive(link.href, urlPathname) ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
