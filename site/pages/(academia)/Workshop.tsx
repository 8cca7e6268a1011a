import { useEffect, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import type { FormNoticeView } from '../../privacy/types.ts';
import { CourseForm } from './CourseForm.tsx';
import { QuestionaryStep } from './QuestionaryStep.tsx';
import { SuccessDialog } from './SuccessDialog.tsx';
import { hasPassed, storeCourseMode, storePassed } from './storage.ts';
import type { WorkshopCourse } from './types.ts';
import { WorkshopStep } from './WorkshopStep.tsx';
import { allowedStep, type Step, stepFromSearch, workshopHref } from './workshop-routes.ts';
import './academy.css';
import { boxSize } from '../../../pipeline/schema/content/picture-boxes.ts';

const STEP_LABELS: Record<Step, string> = {
  workshop: 'Paso 1 de 3: mira los videos',
  questionary: 'Paso 2 de 3: responde la pregunta',
  form: 'Paso 3 de 3: inscríbete y recibe tu diploma',
};

/**
 * A course's three steps (videos → question → form) and the success overlay. The step is in
 * the URL (`?paso=`) so a reload and the browser's back button keep the visitor where they were;
 * the form's URL opens the form only after the right answer (see `allowedStep`).
 */
export function Workshop({ course, completionUrl, notice }: { course: WorkshopCourse; completionUrl: string; notice: FormNoticeView }) {
  const [step, setStep] = useState<Step>('workshop');
  /** The visitor asked for the form before answering: the question says why it is shown instead. */
  const [gated, setGated] = useState(false);
  const [finishedName, setFinishedName] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After hydration only: the prerendered HTML is always the first step.
  useEffect(() => {
    storeCourseMode(course.key);
    const sync = () => {
      const wanted = stepFromSearch(window.location.search);
      const allowed = allowedStep(wanted, hasPassed(course.key));
      // The address says what is shown: a reload or a shared link never lands on the form either.
      if (allowed !== wanted) window.history.replaceState(window.history.state, '', workshopHref(course.slug, allowed));
      setGated(allowed !== wanted);
      setStep(allowed);
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [course.key, course.slug]);

  // When the visitor changes step, the focus goes to the new step's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs because the step changed, which is when the focus must move.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  function go(next: Step) {
    const allowed = allowedStep(next, hasPassed(course.key));
    moved.current = true;
    window.history.pushState({}, '', workshopHref(course.slug, allowed));
    setGated(false);
    setStep(allowed);
  }

  return (
    <div className="workshop">
      <header className="workshop-header">
        {/* The title artwork already shows the course's name: it is the heading. */}
        <h1 className="workshop-title">
          <img src={course.titleUrl} alt="" {...boxSize('courseTitle')} />
          <span className="visually-hidden">{course.title}</span>
        </h1>
        <p className="step-indicator">{STEP_LABELS[step]}</p>
      </header>
      {step === 'workshop' && <WorkshopStep course={course} headingRef={headingRef} onNext={() => go('questionary')} />}
      {step === 'questionary' && (
        <QuestionaryStep
          questionary={course.questionary}
          solvedBefore={hasPassed(course.key)}
          gated={gated}
          headingRef={headingRef}
          onSolved={() => storePassed(course.key)}
          onBack={() => go('workshop')}
          onNext={() => go('form')}
        />
      )}
      {step === 'form' && (
        <section className="form-step" aria-labelledby="paso-formulario">
          <h2 id="paso-formulario" ref={headingRef} tabIndex={-1}>
            Inscríbete y recibe tu diploma
          </h2>
          <p>Escribe tu nombre tal como quieres que aparezca en el diploma. Pide ayuda a tu adulto responsable para el correo.</p>
          <CourseForm
            course={course}
            notice={notice}
            onSuccess={setFinishedName}
            secondary={
              <button type="button" className="button button-secondary" onClick={() => go('questionary')}>
                <span aria-hidden="true">←</span> Volver al cuestionario
              </button>
            }
          />
        </section>
      )}
      {finishedName !== null && <SuccessDialog name={finishedName} course={course} completionUrl={completionUrl} onClose={() => void navigate('/cursos')} />}
    </div>
  );
}
