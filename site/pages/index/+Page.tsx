export default function Page() {
  return (
    <>
      <h1>Recicla en familia con la Teletón</h1>
      <p>
        Junta botellas, encuentra tu punto limpio más cercano y súmate a la tarea Teletón. También
        tenemos talleres, juegos y cuentos para toda la familia.
      </p>
      <ul>
        <li>
          <a href="/academia-solar">Academia Solar: talleres en video</a>
        </li>
        <li>
          <a href="/luna-de-juegos">Luna de juegos</a>
        </li>
        <li>
          <a href="/newsletter">Suscríbete a nuestras novedades</a>
        </li>
      </ul>
    </>
  );
}
