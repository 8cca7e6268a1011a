import { useData } from 'vike-react/useData';
import { BackLink } from '../../../components/BackLink.tsx';
import type { Data } from './+data.ts';
import '../academy.css';
import { boxSize } from '../../../../pipeline/schema/content/picture-boxes.ts';

export default function Page() {
  const academia = useData<Data>();
  return (
    <>
      <BackLink href="/">Volver al inicio</BackLink>
      <section className="academy-hero">
        <div className="academy-hero-text">
          <h1>{academia.title}</h1>
          <p>{academia.text}</p>
          <div className="step-actions">
            <a className="button" href="/cursos">
              Ver los cursos
            </a>
            <a className="button button-secondary" href="/juegos">
              Ir a los juegos
            </a>
          </div>
        </div>
        {academia.imageUrl && <img className="academy-hero-image" src={academia.imageUrl} alt="" {...boxSize('banner')} fetchPriority="high" />}
      </section>
      <nav className="academy-more" aria-labelledby="academia-mas">
        <h2 id="academia-mas">Más de la Academia Solar</h2>
        <ul>
          <li>
            <a href="/taller">Los cuatro talleres</a>
          </li>
          <li>
            <a href="/cuestionario">Las preguntas de los talleres</a>
          </li>
          <li>
            <a href="/formulario-solar">Inscríbete y recibe tu diploma</a>
          </li>
          <li>
            <a href="/modal">Tu diploma</a>
          </li>
        </ul>
      </nav>
    </>
  );
}
