import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { useHydrated } from 'vike-react/useHydrated';
import { usePageContext } from 'vike-react/usePageContext';
import { DOGS_PATH, type DogPath, readDogPath } from '../../../shared/dogs.ts';
import { DogNotFound } from '../../pets/DogNotFound.tsx';
import type { Data } from './+data.ts';

/**
 * After hydration (the prerendered 404.html is the same for every path), a dog address is
 * handled here for static hosts: a known dog typed another way goes to its canonical page,
 * an unknown name shows "Perrito no encontrado".
 */
function useDogPath(slugs: readonly string[]): DogPath {
  const hydrated = useHydrated();
  const dogPath: DogPath = hydrated ? readDogPath(window.location.pathname, slugs) : { kind: 'other' };
  const target = dogPath.kind === 'dog' ? `${DOGS_PATH}/${dogPath.slug}` : null;
  useEffect(() => {
    if (target !== null) window.location.replace(`${target}${window.location.search}`);
  }, [target]);
  return dogPath;
}

export default function Page() {
  const { is404 } = usePageContext();
  const { dogSlugs } = useData<Data | undefined>() ?? { dogSlugs: [] };
  const dogPath = useDogPath(dogSlugs);
  if (is404 && dogPath.kind === 'unknown') return <DogNotFound />;
  if (is404) {
    return (
      <>
        <h1>Lo sentimos, no hemos encontrado esta página</h1>
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
