import { boxSize } from '../../../pipeline/schema/content/picture-boxes.ts';

/** The foundations that bring their dogs, as a list of logos (far below the fold: loaded lazily). */
export function Foundations({ title, items }: { title: string; items: { name: string; logoUrl: string }[] }) {
  return (
    <section className="pets-section" aria-labelledby="fundaciones-titulo">
      <h2 id="fundaciones-titulo">{title}</h2>
      <ul className="pets-logos">
        {items.map((item) => (
          <li key={item.name}>
            <img src={item.logoUrl} alt={item.name} {...boxSize('foundationLogo')} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How families can help even without adopting. */
export function Collaboration({ title, paragraphs }: { title: string; paragraphs: string[] }) {
  return (
    <section className="pets-section pets-collaboration" aria-labelledby="colabora-titulo">
      <h2 id="colabora-titulo">{title}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
