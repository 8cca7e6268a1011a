import type { Ref } from 'react';
import { BackLink } from '../../components/BackLink.tsx';
import type { WorkshopCourse } from './types.ts';
import { VideoCard } from './VideoCard.tsx';

interface Props {
  course: WorkshopCourse;
  headingRef: Ref<HTMLHeadingElement>;
  onNext: () => void;
}

/** Step 1: the course's videos, then on to the questionary. */
export function WorkshopStep({ course, headingRef, onNext }: Props) {
  return (
    <section className="workshop-step" aria-labelledby="paso-taller">
      <h2 id="paso-taller" ref={headingRef} tabIndex={-1}>
        Mira los videos
      </h2>
      <p className="workshop-intro">{course.description}</p>
      <ul className="video-cards">
        {course.cards.map((card, index) => (
          <li key={card.id}>
            <VideoCard card={card} first={index === 0} />
          </li>
        ))}
      </ul>
      <div className="step-actions">
        <BackLink href="/cursos" className="button button-secondary">
          Volver a los cursos
        </BackLink>
        <button type="button" className="button" onClick={onNext}>
          Ir al cuestionario <span aria-hidden="true">→</span>
        </button>
      </div>
    </section>
  );
}
