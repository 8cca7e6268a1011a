import { DOG_NOT_FOUND_SLUG, DOGS_PATH } from '../../../shared/dogs.ts';

/**
 * The "Perrito no encontrado" page. The local server answers every unknown dog name with this
 * page's HTML and status 404 (see server/static.ts).
 */
export default `${DOGS_PATH}/${DOG_NOT_FOUND_SLUG}`;
