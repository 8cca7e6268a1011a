import { boxSize } from '../../pipeline/schema/content/picture-boxes.ts';

interface Partner {
  name: string;
  imageUrl: string;
  url: string | null;
}

/** Partner logos; a logo with a site links to it in a new tab. */
export function Partners({ title, items }: { title: string; items: readonly Partner[] }) {
  return (
    <section className="teleton-section partners" aria-labelledby="aliados-titulo">
      <h2 id="aliados-titulo">{title}</h2>
      <ul className="partner-list">
        {items.map((partner) => {
          const logo = <img src={partner.imageUrl} alt={partner.name} {...boxSize('partnerLogo')} loading="lazy" decoding="async" />;
          return (
            <li key={partner.name}>
              {partner.url ? (
                <a href={partner.url} target="_blank" rel="noopener noreferrer">
                  {logo}
                  <span className="visually-hidden">(se abre en una pestaña nueva)</span>
                </a>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
