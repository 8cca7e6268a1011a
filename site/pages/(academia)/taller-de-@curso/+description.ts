import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';

export function description(pageContext: PageContext<Data>): string {
  return pageContext.data.course.description;
}
