import type { CourseKey, CourseLink } from './types.ts';

/** Buttons to say which course the form is for, when none is remembered. */
export function CourseChooser({ courses, onChoose }: { courses: readonly CourseLink[]; onChoose: (key: CourseKey) => void }) {
  return (
    <fieldset className="course-chooser">
      <legend>¿Qué taller hiciste?</legend>
      <ul>
        {courses.map((course) => (
          <li key={course.key}>
            <button type="button" className="button button-secondary" onClick={() => onChoose(course.key)}>
              {course.title}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
