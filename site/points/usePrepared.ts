import { useEffect } from 'react';

/**
 * Runs `prepare()` (e.g. folding a search index) once the browser is idle after hydration, so
 * the work neither lengthens hydration nor waits for the first keystroke. Browsers without
 * requestIdleCallback get a short timeout instead.
 */
export function usePrepared(target: { prepare(): void }): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => target.prepare(), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => target.prepare(), 200);
    return () => window.clearTimeout(id);
  }, [target]);
}
