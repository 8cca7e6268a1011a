import { useEffect, useState } from 'react';

/**
 * The value, once it has stopped changing for `ms`. Live regions use it so a screen reader
 * hears the result count once after typing, not after every keystroke.
 */
export function useDebounced<T>(value: T, ms = 600): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
