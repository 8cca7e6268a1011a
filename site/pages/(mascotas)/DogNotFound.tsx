import './pets.css';

/** What an unknown dog name shows: the news and a way to the adoption event. */
export function DogNotFound() {
  return (
    <section className="pets-section dog-not-found" aria-labelledby="perrito-no-encontrado">
      <h1 id="perrito-no-encontrado">Perrito no encontrado</h1>
      <p>No encontramos a un perrito con ese nombre. Revisa cómo está escrito o conoce a todos en el evento de adopción.</p>
      <p>
        <a className="button" href="/mascotas">
          Ir al evento de adopción
        </a>
      </p>
    </section>
  );
}
