import { usePageContext } from 'vike-react/usePageContext';

const links = [
  { href: '/', label: 'Home' },
  { href: '/luna-de-juegos', label: 'Luna de juegos' },
  { href: '/academia-solar', label: 'Academia Solar' },
  { href: '/newsletter', label: 'Suscríbete' },
] as const;

export function Header() {
  const { urlPathname } = usePageContext();
  return (
    <header className="site-header">
      <a className="site-logo" href="/">
        Teletón <span aria-hidden="true">★</span>
        <span className="visually-hidden"> — ir al inicio</span>
      </a>
      <nav aria-label="Principal">
        <ul className="menu">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={urlPathname === link.href ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
