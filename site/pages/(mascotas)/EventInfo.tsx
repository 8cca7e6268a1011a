import type { EventView } from './types.ts';

/** When and where the adoption event is. */
export function EventInfo({ event }: { event: EventView }) {
  return (
    <section className="pets-section pets-event" aria-labelledby="evento-titulo">
      <h2 id="evento-titulo">{event.title}</h2>
      <dl className="pets-event-facts">
        <div>
          <dt>Cuándo</dt>
          <dd>
            <time dateTime={event.date}>{event.dateText}</time>
          </dd>
        </div>
        <div>
          <dt>Horario</dt>
          <dd>
            <time dateTime={event.from}>{event.from}</time> a <time dateTime={event.to}>{event.to}</time> horas
          </dd>
        </div>
        <div>
          <dt>Dónde</dt>
          <dd>
            {event.place.name}
            <br />
            <a href={event.place.mapUrl} target="_blank" rel="noopener noreferrer">
              {event.place.address} <span className="visually-hidden">(ver en el mapa, se abre en una pestaña nueva)</span>
            </a>
          </dd>
        </div>
      </dl>
      <p>{event.text}</p>
    </section>
  );
}
