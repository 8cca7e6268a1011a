import { startTransition, useEffect, useState } from 'react';
import type { DirectoryPoint } from './types.ts';

export type DirectoryList = { status: 'loading' } | { status: 'ready'; points: readonly DirectoryPoint[] } | { status: 'failed' };

/**
 * Fetches the directory's whole list (the page's HTML carries only its first page) once the
 * page has hydrated. The list arrives as a transition, so rendering it yields to the visitor's
 * input. A failure is kept as a state the page explains in Spanish, with a retry.
 */
export function useDirectoryList(url: string): { list: DirectoryList; retry: () => void } {
  const [list, setList] = useState<DirectoryList>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (a new attempt) fetches the same URL again.
  useEffect(() => {
    const controller = new AbortController();
    setList((current) => (current.status === 'failed' ? { status: 'loading' } : current));
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const points: unknown = await response.json();
        if (!Array.isArray(points)) throw new Error('la lista no es un arreglo');
        // Our own build wrote this file from the same validated data as the page.
        startTransition(() => setList({ status: 'ready', points: points as DirectoryPoint[] }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('No se pudo cargar la lista de puntos de reciclaje', error);
        setList({ status: 'failed' });
      });
    return () => controller.abort();
  }, [url, attempt]);
  return { list, retry: () => setAttempt((n) => n + 1) };
}
