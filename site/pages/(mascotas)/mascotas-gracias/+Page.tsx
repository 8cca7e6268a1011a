import { useData } from 'vike-react/useData';
import { TrackingBanner } from '../../../privacy/TrackingBanner.tsx';
import type { Data } from './+data.ts';
import '../pets.css';
import { boxSize } from '../../../../pipeline/schema/content/picture-boxes.ts';
import { BackLink } from '../../../components/BackLink.tsx';

export default function Page() {
  const { title, subtitle, image, event } = useData<Data>();
  return (
    <section className="pets-thanks" aria-labelledby="gracias-titulo">
      <TrackingBanner />
      <img className="pets-thanks-image" src={image.url} alt={image.alt} {...boxSize('banner')} fetchPriority="high" />
      <h1 id="gracias-titulo">{title}</h1>
      <h2 className="pets-thanks-subtitle">{subtitle}</h2>
      <p className="pets-thanks-event">
        <time dateTime={event.date}>{event.dateText}</time>, de <time dateTime={event.from}>{event.from}</time> a <time dateTime={event.to}>{event.to}</time>{' '}
        horas, en {event.place}.
      </p>
      <p className="pets-thanks-actions">
        <BackLink href="/mascotas" className="button">
          Volver al evento
        </BackLink>
        <a className="button button-secondary" href="/">
          Volver al inicio
        </a>
      </p>
    </section>
  );
}
