import { useEffect, useState } from 'react';
import { DiplomaButton } from './DiplomaButton.tsx';
import { readCourseMode, readStoredName } from './storage.ts';
import type { DiplomaCourse } from './types.ts';
import './academy.css';

interface Finished {
  name: string;
  course: DiplomaCourse;
}

/** On /modal: the diploma of the course finished in this session, if there is one. */
export function Completion({ courses }: { courses: readonly DiplomaCourse[] }) {
  const [finished, setFinished] = useState<Finished | null>(null);

  useEffect(() => {
    const name = readStoredName();
    const key = readCourseMode();
    const course = courses.find((c) => c.key === key);
    setFinished(name && course ? { name, course } : null);
  }, [courses]);

  if (!finished) {
    return (
      <p>
        Cuando termines un taller, aquí podrás descargar tu diploma.{' '}
        <a href="/cursos">Elige un curso para empezar</a>
      </p>
    );
  }
  return (
    <div className="completion">
      <p className="completion-message">
        ¡Felicitaciones, {finished.name}! Terminaste el {finished.course.title}.
      </p>
      <DiplomaButton course={finished.course} name={finished.name} />
    </div>
  );
}
