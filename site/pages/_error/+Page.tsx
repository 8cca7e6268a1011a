import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { DogNotFound } from '../(mascotas)/DogNotFound.tsx';
import type { Data } from './+data.ts';

/**
 * The not-found page (the prerendered 404.html is the same for every path) and the error page.
 * For static hosts without the local server, its script (+client.ts) handles a dog's address: a
 * known dog typed another way goes to its canonical page, an unknown name shows "Perrito no
 * encontrado" (prerendered here, hidden) instead of the general message. The dog slugs travel in
 * the page, a few hundred bytes.
 */
export default function Page() {
  const { is404 } = usePageContext();
  const { dogSlugs } = useData<Data | undefined>() ?? { dogSlugs: [] };
  if (!is404) {
    return (
      <>
        <h1>Algo salió mal</h1>
        <p>
          Intenta de nuevo en unos minutos. <a href="/">Volver al inicio</a>
        </p>
      </>
    );
  }
  return (
    <>
      <div data-not-found="">
        <h1>Lo sentimos, no hemos encontrado esta página</h1>
        <p>
          Puede que el enlace esté mal escrito o que la página ya no exista. <a href="/">Volver al inicio</a>
        </p>
      </div>
      <div data-dog-not-found="" data-dog-slugs={JSON.stringify(dogSlugs)} hidden>
        <DogNotFound />
      </div>
    </>
  );
}
