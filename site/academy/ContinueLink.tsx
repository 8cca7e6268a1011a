import { useEffect, useState } from 'react';
import { readCourseMode } from './storage.ts';
import { workshopHref } from './routes.ts';
import type { CourseLink } from './types.ts';

/** "Continuar con el …": shown after hydration when a course is remembered in this browser. */
export function ContinueLink({ courses }: { courses: readonly CourseLink[] }) {
  const [course, setCourse] = useState<CourseLink | null>(null);

  useEffect(() => {
    const key = readCourseMode();
    setCourse(courses.find((c) => c.key === key) ?? null);
  }, [courses]);

  if (!course) return null;
  return (
    <p className="continue">
      <a className="button continue-link" href={workshopHref(course.slug)}>
        Continuar con el {course.title} <span aria-hidden="true">→</span>
      </a>
    </p>
  );
}
