import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';

export function description(pageContext: PageContext<Data>): string {
  return `Escucha la historia de ${pageContext.data.dog.name}, que busca una familia en el evento de adopción.`;
}
