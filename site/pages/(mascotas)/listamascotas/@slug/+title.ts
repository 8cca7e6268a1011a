import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>): string {
  return `Hola, soy ${pageContext.data.dog.name} | Adopción de mascotas`;
}
