import { useEffect, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { CourseChooser } from './CourseChooser.tsx';
import { CourseForm } from './CourseForm.tsx';
import { workshopHref } from './routes.ts';
import { readCourseMode, storeCourseMode } from './storage.ts';
import { SuccessDialog } from './SuccessDialog.tsx';
import type { CourseKey, DiplomaCourse } from './types.ts';
import './academy.css';

interface Props {
  courses: readonly DiplomaCourse[];
  completionUrl: string;
}

/**
 * The course form on its own page: for the remembered course, or for the one the visitor
 * picks when none is remembered. Same form, overlay and diploma as the workshop's last step.
 */
export function SolarForm({ courses, completionUrl }: Props) {
  const [key, setKey] = useState<CourseKey | null>(null);
  const [finishedName, setFinishedName] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chosen = useRef(false);

  useEffect(() => setKey(readCourseMode()), []);

  useEffect(() => {
    if (key && chosen.current) headingRef.current?.focus();
  }, [key]);

  function choose(next: CourseKey) {
    chosen.current = true;
    storeCourseMode(next);
    setKey(next);
  }

  const course = courses.find((c) => c.key === key);
  if (!course) return <CourseChooser courses={courses} onChoose={choose} />;

  return (
    <section className="form-step" aria-labelledby="formulario-curso">
      <h2 id="formulario-curso" ref={headingRef} tabIndex={-1}>
        {course.title}
      </h2>
      <p>
        <button type="button" className="link-button" onClick={() => setKey(null)}>
          ¿Hiciste otro taller? Cámbialo aquí
        </button>
      </p>
      <CourseForm
        course={course.key}
        onSuccess={setFinishedName}
        secondary={
          <a className="button button-secondary" href={workshopHref(course.slug, 'questionary')}>
            <span aria-hidden="true">←</span> Volver al cuestionario
          </a>
        }
      />
      {finishedName !== null && (
        <SuccessDialog name={finishedName} course={course} completionUrl={completionUrl} onClose={() => void navigate('/cursos')} />
      )}
    </section>
  );
}
