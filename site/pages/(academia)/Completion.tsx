import { useEffect, useState } from 'react';
import { DiplomaButton } from './DiplomaButton.tsx';
import { readFinishedCourse, readStoredName } from './storage.ts';
import type { DiplomaCourse } from './types.ts';
import './academy.css';
import { boxSize } from '../../../pipeline/schema/content/picture-boxes.ts';

interface Finished {
  name: string;
  course: DiplomaCourse;
}

/**
 * On /modal: the completion picture and the diploma of the course whose form was sent in this
 * session (the name and the course are remembered only once the webhook accepted the form). A
 * visitor who finished none (and the prerendered page) is told how to earn one instead: no
 * "completed" picture for a workshop nobody did.
 */
export function Completion({ courses, completionUrl }: { courses: readonly DiplomaCourse[]; completionUrl: string }) {
  const [finished, setFinished] = useState<Finished | null>(null);

  useEffect(() => {
    const name = readStoredName();
    const key = readFinishedCourse();
    const course = courses.find((c) => c.key === key);
    setFinished(name && course ? { name, course } : null);
  }, [courses]);

  if (!finished) {
    return (
      <div className="completion completion-pending">
        <p className="completion-message">Todavía no terminas un taller en esta visita. Así consigues tu diploma:</p>
        <ol className="completion-steps">
          <li>Elige un curso y mira sus videos.</li>
          <li>Responde bien la pregunta del cuestionario.</li>
          <li>Escribe tu nombre y el correo de tu adulto responsable, y envía el formulario.</li>
        </ol>
        <p>
          <a className="button" href="/cursos">
            Elige un curso para empezar
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="completion">
      <img className="completion-image" src={completionUrl} alt="" {...boxSize('completion')} />
      <p className="completion-message">
        ¡Taller completado! ¡Felicitaciones, {finished.name}! Terminaste el {finished.course.title}.
      </p>
      <DiplomaButton course={finished.course} name={finished.name} />
    </div>
  );
}
