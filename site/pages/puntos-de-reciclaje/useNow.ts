import { startTransition, useEffect, useState } from 'react';

/**
 * The current time, refreshed every minute, or null until the page has hydrated: the
 * prerendered HTML must not carry an "abierto ahora" computed at build time.
 */
export function useNow(refreshMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    // A transition: the re-render that adds the "abierto ahora" badges yields to input and
    // paint instead of running as one task right after hydration.
    startTransition(() => setNow(new Date()));
    const timer = window.setInterval(() => setNow(new Date()), refreshMs);
    return () => window.clearInterval(timer);
  }, [refreshMs]);
  return now;
}
