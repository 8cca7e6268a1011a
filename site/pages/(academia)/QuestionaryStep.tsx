import { type Ref, useEffect, useRef, useState } from 'react';
import type { AnswerLetter, Questionary } from './types.ts';

interface Props {
  questionary: Questionary;
  /** Answered correctly earlier in this session: shown answered, with the way on. */
  solvedBefore: boolean;
  /** The visitor asked for the form without answering: say that the question comes first. */
  gated: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** The right answer was chosen: the form's step opens. */
  onSolved: () => void;
  onBack: () => void;
  onNext: () => void;
}

const WRONG = 'Respuesta incorrecta, intenta otra vez';
const RIGHT = '¡Correcto! Ya puedes pasar al siguiente paso.';

type OptionState = 'neutral' | 'wrong' | 'correct';

/**
 * Step 2: one question with options A, B and C. A wrong option turns red until the pointer
 * leaves it (or, without a pointer, until the focus leaves it); the right one is marked and
 * only then does the button to the next step appear.
 */
export function QuestionaryStep({ questionary, solvedBefore, gated, headingRef, onSolved, onBack, onNext }: Props) {
  const [wrong, setWrong] = useState<AnswerLetter | null>(null);
  const [solved, setSolved] = useState(solvedBefore);
  const [message, setMessage] = useState('');
  const nextRef = useRef<HTMLButtonElement>(null);
  const solvedOnMount = useRef(solvedBefore);

  // The answer just chosen moves the focus on; an answer from before leaves it on the heading.
  useEffect(() => {
    if (solved && !solvedOnMount.current) nextRef.current?.focus();
  }, [solved]);

  // The same sentence twice in a row is still announced: the live region must change.
  const announce = (text: string) => setMessage((current) => (current === text ? `${text}\u00a0` : text));

  function choose(letter: AnswerLetter) {
    if (letter === questionary.correct) {
      setWrong(null);
      if (solved) nextRef.current?.focus();
      onSolved();
      solvedOnMount.current = false;
      setSolved(true);
      announce(RIGHT);
    } else {
      setWrong(letter);
      announce(WRONG);
    }
  }

  const release = (letter: AnswerLetter) => setWrong((current) => (current === letter ? null : current));

  function stateOf(letter: AnswerLetter): OptionState {
    if (solved && letter === questionary.correct) return 'correct';
    return wrong === letter ? 'wrong' : 'neutral';
  }

  return (
    <section className="quiz-step" aria-labelledby="paso-cuestionario">
      <h2 id="paso-cuestionario" ref={headingRef} tabIndex={-1}>
        Cuestionario
      </h2>
      {gated && !solved && <p className="quiz-gate">Para inscribirte y recibir tu diploma, primero responde bien esta pregunta.</p>}
      <p id="pregunta" className="quiz-question">
        {questionary.question}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: three answer buttons labelled by the question; a fieldset needs a legend the question already is. */}
      <div className="quiz-options" role="group" aria-labelledby="pregunta">
        {questionary.answers.map(({ letter, text }) => {
          const state = stateOf(letter);
          return (
            <button
              key={letter}
              type="button"
              className="quiz-option"
              data-state={state}
              aria-pressed={state !== 'neutral'}
              onClick={() => choose(letter)}
              onPointerLeave={() => release(letter)}
              onBlur={() => release(letter)}
            >
              <span className="quiz-letter">{letter}</span>
              <span className="quiz-text">{text}</span>
              {state === 'correct' && (
                <span className="quiz-mark" aria-hidden="true">
                  ✓
                </span>
              )}
              {state !== 'neutral' && <span className="visually-hidden">{state === 'correct' ? ' (respuesta correcta)' : ' (respuesta incorrecta)'}</span>}
            </button>
          );
        })}
      </div>
      <p className="quiz-feedback" role="status" data-state={solved ? 'correct' : 'neutral'}>
        {message}
      </p>
      <div className="step-actions">
        <button type="button" className="button button-secondary" onClick={onBack}>
          <span aria-hidden="true">←</span> Volver al taller
        </button>
        {solved && (
          <button ref={nextRef} type="button" className="button quiz-next" onClick={onNext}>
            Pasar al siguiente taller <span aria-hidden="true">→</span>
          </button>
        )}
      </div>
    </section>
  );
}
