import { storeCourseMode } from './storage.ts';
import { isCourseKey } from './workshop-routes.ts';

/** A tile chosen on /cursos or /taller (CourseTiles.tsx) remembers its course, before the browser follows the link. */
export function rememberChosenCourse(doc: Document = document): void {
  for (const tile of doc.querySelectorAll<HTMLAnchorElement>('a.course-tile[data-course]')) {
    tile.addEventListener('click', () => {
      const key = tile.dataset.course ?? null;
      if (isCourseKey(key)) storeCourseMode(key);
    });
  }
}
