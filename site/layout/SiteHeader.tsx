import type { CSSProperties, MouseEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { Link } from '../../pipeline/schema/content/common.ts';
import { boxSize } from '../../pipeline/schema/content/picture-boxes.ts';

/** True when `href` is the page being shown (anchors on the same page count as the page). */
function isActive(href: string, pathname: string): boolean {
  const path = href.split('#')[0] || '/';
  return path === pathname;
}

/** A link chosen in the open menu closes it (a navigation inside a hydrated page keeps the header). */
function closeMenu(event: MouseEvent<HTMLAnchorElement>): void {
  const menu = event.currentTarget.closest<HTMLElement>('[popover]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

/**
 * The site header: logo home and a menu behind a hamburger toggle on small screens, with no
 * script of its own: the menu is a popover (the HTML Popover API), so the browser opens it
 * from the toggle, closes it on a click outside it and on Escape (the focus goes back to the
 * toggle), and tells screen readers whether it is open; the toggle's name follows it ("Abrir
 * menú", "Cerrar menú") by a stylesheet rule. While it is open the header makes room for it
 * below, so the open menu never hides what the focus reaches next. `links` defaults to the site
 * menu; pages with their own menu pass theirs.
 */
export function SiteHeader({ links, label = 'Principal' }: { links?: readonly Link[]; label?: string }) {
  const { urlPathname, globalContext } = usePageContext();
  const { site } = globalContext;
  const items = links ?? site.menu;
  // One menu per page: its id names it for the toggle.
  const menuId = label === 'Principal' ? 'menu-principal' : 'menu-secundario';

  return (
    <header className="site-header" style={{ '--menu-rows': items.length } as CSSProperties}>
      <a className="site-logo" href="/">
        <img src={site.logoUrl} alt={`${site.name}, ir al inicio`} {...boxSize('siteLogo')} />
      </a>
      <nav aria-label={label} className="site-nav">
        <button type="button" className="menu-toggle" popoverTarget={menuId}>
          <span className="menu-toggle-bars" aria-hidden="true" />
          <span className="visually-hidden menu-toggle-open">Abrir menú</span>
          <span className="visually-hidden menu-toggle-close">Cerrar menú</span>
        </button>
        <ul id={menuId} className="menu" popover="auto">
          {items.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={isActive(link.href, urlPathname) ? 'page' : undefined} onClick={closeMenu}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
