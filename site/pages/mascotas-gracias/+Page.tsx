import { useData } from 'vike-react/useData';
import { useRegistrationComplete } from '../../tracking/usePageTracking.ts';
import type { Data } from './+data.ts';
import '../../pets/pets.css';

export default function Page() {
  const { title, subtitle } = useData<Data>();
  // After hydration: the pixel's registration-complete event and the ads conversion.
  useRegistrationComplete();
  return (
    <section className="pets-thanks" aria-labelledby="gracias-titulo">
      <h1 id="gracias-titulo">{title}</h1>
      <h2 className="pets-thanks-subtitle">{subtitle}</h2>
      <p>
        <a className="button" href="/">
          Volver al inicio
        </a>
      </p>
    </section>
  );
}
