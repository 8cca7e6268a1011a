import { usePageContext } from 'vike-react/usePageContext';

export default function Page() {
  const { is404 } = usePageContext();
  if (is404) {
    return (
      <>
        <h1>Lo sentimos, no hemos encontrado este página</h1>
        <p>
          Puede que el enlace esté mal escrito o que la página ya no exista.{' '}
          <a href="/">Volver al inicio</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Algo salió mal</h1>
      <p>
        Intenta de nuevo en unos minutos. <a href="/">Volver al inicio</a>
      </p>
    </>
  );
}
