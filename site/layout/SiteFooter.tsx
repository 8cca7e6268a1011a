import { usePageContext } from 'vike-react/usePageContext';
import { DocumentLink } from '../components/DocumentLink.tsx';
import { SocialIcon } from '../components/SocialIcon.tsx';
import { PRIVACY_PATH } from '../privacy/privacy-paths.ts';

/**
 * Site footer: the site's sections (each a link away from any page that shows the footer, the
 * home page included), social profiles, the privacy page, the legal documents, phone line and address.
 */
export function SiteFooter() {
  const { urlPathname, globalContext } = usePageContext();
  const { footer } = globalContext.site;
  return (
    <footer className="site-footer">
      <nav aria-label="Secciones del sitio">
        <ul className="footer-sections">
          {footer.sections.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={link.href === urlPathname ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="footer-social" aria-label="Redes sociales">
        {footer.social.map((link) => (
          <li key={link.network}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (se abre en una pestaña nueva)`}>
              <SocialIcon network={link.network} />
            </a>
          </li>
        ))}
      </ul>
      <ul className="footer-links">
        <li>
          <a href={PRIVACY_PATH} aria-current={urlPathname === PRIVACY_PATH ? 'page' : undefined}>
            Privacidad y tus datos
          </a>
        </li>
        <li>
          <DocumentLink doc={footer.terms}>Términos y condiciones</DocumentLink>
        </li>
        <li>
          <a href={footer.legalHref}>Bases Legales</a>
        </li>
      </ul>
      <p>
        Llámanos al <a href={`tel:${footer.phone.tel}`}>{footer.phone.display}</a>
      </p>
      <p>
        <a href={footer.address.mapUrl} target="_blank" rel="noopener noreferrer">
          {footer.address.text} <span className="visually-hidden">(ver en el mapa, se abre en una pestaña nueva)</span>
        </a>
      </p>
    </footer>
  );
}
