import type { CourseLink } from './types.ts';
import { workshopHref } from './workshop-routes.ts';

/**
 * "Continuar con el …": one link per course, prerendered hidden; the page's script
 * (continue-link.ts) shows the one of the course remembered in this browser, if any.
 */
export function ContinueLink({ courses }: { courses: readonly CourseLink[] }) {
  return (
    <p className="continue" data-continue="" hidden>
      {courses.map((course) => (
        <a key={course.key} className="button continue-link" href={workshopHref(course.slug)} data-course={course.key} hidden>
          Continuar con el {course.title} <span aria-hidden="true">→</span>
        </a>
      ))}
    </p>
  );
}
