import { useEffect, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import type { FormNoticeView } from '../../privacy/types.ts';
import { CourseChooser } from './CourseChooser.tsx';
import { CourseForm } from './CourseForm.tsx';
import { SuccessDialog } from './SuccessDialog.tsx';
import { readCourseMode, readPassed, storeCourseMode } from './storage.ts';
import type { CourseKey, CourseLink, DiplomaCourse } from './types.ts';
import { workshopHref } from './workshop-routes.ts';
import './academy.css';
import { BackLink } from '../../components/BackLink.tsx';

interface Props {
  courses: readonly DiplomaCourse[];
  completionUrl: string;
  notice: FormNoticeView;
}

/** Links to the questions of the courses whose form is not open yet. */
function QuestionLinks({ courses }: { courses: readonly CourseLink[] }) {
  return (
    <ul>
      {courses.map((course) => (
        <li key={course.key}>
          <a className="button button-secondary" href={workshopHref(course.slug, 'questionary')}>
            Responder la pregunta del {course.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The course form on its own page, under the workshops' rule: a course's form opens only once its
 * question was answered correctly in this browser session. Before any right answer (and in the
 * prerendered HTML) the page sends the visitor to the questions; after one, it offers that
 * course's form (the remembered course first, or a choice among the answered ones). Same form,
 * overlay and diploma as the workshop's last step.
 */
export function SolarForm({ courses, completionUrl, notice }: Props) {
  const [passed, setPassed] = useState<readonly CourseKey[]>([]);
  const [key, setKey] = useState<CourseKey | null>(null);
  const [finishedName, setFinishedName] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chosen = useRef(false);

  useEffect(() => {
    const answered = readPassed();
    const remembered = readCourseMode();
    setPassed(answered);
    setKey(remembered !== null && answered.includes(remembered) ? remembered : answered.length === 1 ? (answered[0] ?? null) : null);
  }, []);

  useEffect(() => {
    if (key && chosen.current) headingRef.current?.focus();
  }, [key]);

  function choose(next: CourseKey) {
    chosen.current = true;
    storeCourseMode(next);
    setKey(next);
  }

  const open = courses.filter((c) => passed.includes(c.key));
  const closed = courses.filter((c) => !passed.includes(c.key));

  if (open.length === 0) {
    return (
      <section className="solar-gate" aria-labelledby="formulario-primero">
        <h2 id="formulario-primero">Primero, responde la pregunta de tu taller</h2>
        <p>El formulario se abre cuando respondes bien la pregunta del taller que hiciste. Elige tu taller:</p>
        <QuestionLinks courses={courses} />
      </section>
    );
  }

  const course = open.find((c) => c.key === key);
  if (!course) {
    return (
      <>
        <CourseChooser courses={open} onChoose={choose} />
        {closed.length > 0 && (
          <div className="solar-gate">
            <p>¿Hiciste otro taller? Primero responde su pregunta:</p>
            <QuestionLinks courses={closed} />
          </div>
        )}
      </>
    );
  }

  return (
    <section className="form-step" aria-labelledby="formulario-curso">
      <h2 id="formulario-curso" ref={headingRef} tabIndex={-1}>
        {course.title}
      </h2>
      {courses.length > 1 && (
        <p>
          <button type="button" className="link-button" onClick={() => setKey(null)}>
            ¿Hiciste otro taller? Cámbialo aquí
          </button>
        </p>
      )}
      <CourseForm
        course={course}
        notice={notice}
        onSuccess={setFinishedName}
        secondary={
          <BackLink href={workshopHref(course.slug, 'questionary')} className="button button-secondary">
            Volver al cuestionario
          </BackLink>
        }
      />
      {finishedName !== null && <SuccessDialog name={finishedName} course={course} completionUrl={completionUrl} onClose={() => void navigate('/cursos')} />}
    </section>
  );
}
