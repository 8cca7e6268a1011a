import { useEffect, useState } from 'react';
import { DiplomaButton } from './DiplomaButton.tsx';
import { readFinishedCourse, readStoredName } from './storage.ts';
import type { DiplomaCourse } from './types.ts';
import './academy.css';

interface Finished {
  name: string;
  course: DiplomaCourse;
}

/**
 * On /modal: the diploma of the course whose form was sent in this session (the name and the
 * course are remembered only once the webhook accepted the form), or, before any, where to start.
 */
export function Completion({ courses }: { courses: readonly DiplomaCourse[] }) {
  const [finished, setFinished] = useState<Finished | null>(null);

  useEffect(() => {
    const name = readStoredName();
    const key = readFinishedCourse();
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
        ¡Taller completado! ¡Felicitaciones, {finished.name}! Terminaste el {finished.course.title}.
      </p>
      <DiplomaButton course={finished.course} name={finished.name} />
    </div>
  );
}
