import { useEffect, useRef, useState } from 'react';
import { formatCount as format } from '../components/number-format.ts';
import { useBottleCount } from './useBottleCount.ts';

interface Props {
  title: string;
  /** Words after the number, e.g. `botellas recicladas`. */
  unit: string;
  text: string;
  /** Calm note when the count cannot be read. */
  unavailable: string;
  hashtag: string;
}

/**
 * The bottle counter (`#contador`). One component: stacked on phones, a wide banner on
 * larger screens (see teleton.css). The prerendered HTML shows 0; after hydration it shows the
 * endpoint's count. A failure keeps the last good count (or a dash, never a made-up 0) and a
 * calm note. Only later changes are announced, politely, at most once per refresh.
 */
export function BottleCounter({ title, unit, text, unavailable, hashtag }: Props) {
  const { value, known, failed } = useBottleCount();
  const shown = failed && !known ? '—' : format(value);
  const [announcement, setAnnouncement] = useState('');
  const firstKnown = useRef<number | null>(null);

  useEffect(() => {
    if (!known) return;
    if (firstKnown.current === null) firstKnown.current = value;
    else setAnnouncement(`Ya van ${format(value)} ${unit}.`);
  }, [known, value, unit]);

  return (
    <section id="contador" className="counter" aria-labelledby="contador-titulo">
      <div className="counter-bottle" aria-hidden="true" />
      <div className="counter-body">
        <h2 id="contador-titulo">{title}</h2>
        <p className="counter-figure">
          <span className="counter-number" data-state={failed ? 'failed' : known ? 'ok' : 'initial'}>
            {shown}
          </span>{' '}
          <span className="counter-unit">{unit}</span>
        </p>
        <p className="counter-note" role="status">
          {failed ? unavailable : ''}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        <p className="counter-text">
          {text} <strong className="hashtag">{hashtag}</strong>
        </p>
      </div>
    </section>
  );
}
