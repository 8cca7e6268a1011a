import { DOGS_PATH } from '../../../shared/dogs.ts';

/** The list of the dogs, at the folder their pages live in: `/listamascotas`. */
export default DOGS_PATH;
