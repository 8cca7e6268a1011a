import { boxSize } from '../../pipeline/schema/content/picture-boxes.ts';

interface Props {
  title: string;
  text: string;
  imageUrl: string;
  imageAlt: string;
}

/** The banner: the page's only h1, a short text, a way to the map and the illustration. */
export function Hero({ title, text, imageUrl, imageAlt }: Props) {
  return (
    <section className="teleton-hero" aria-labelledby="teleton-titulo">
      <div className="teleton-hero-text">
        <h1 id="teleton-titulo">{title}</h1>
        <p>{text}</p>
        <div className="teleton-hero-actions">
          <a className="button" href="#puntos-limpios">
            Buscar un punto limpio
          </a>
          <a className="button button-secondary" href="#contador">
            Ver el contador
          </a>
        </div>
      </div>
      <img className="teleton-hero-image" src={imageUrl} alt={imageAlt} {...boxSize('banner')} fetchPriority="high" />
    </section>
  );
}
