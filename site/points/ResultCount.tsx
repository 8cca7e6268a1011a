import { useDebounced } from './useDebounced.ts';

/**
 * A result count: shown as it changes, and announced to screen readers only once typing or
 * filtering settles (one announcement, not one per keystroke).
 */
export function ResultCount({ text, className, testId }: { text: string; className: string; testId: string }) {
  const announced = useDebounced(text);
  return (
    <>
      <p className={className} aria-hidden="true">
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid={testId}>
        {announced}
      </p>
    </>
  );
}
