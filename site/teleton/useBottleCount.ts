import { useEffect, useState } from 'react';
import { SITE_CONFIG } from '../config/site-config.ts';

/** Where the count comes from: the build's VITE_COUNTER_URL, or this site's own endpoint. */
export const COUNTER_URL: string = SITE_CONFIG.counterUrl;
/** How often the count is refreshed while the tab is visible. */
export const REFRESH_MS = 60_000;

export interface BottleCount {
  /** The last good count; 0 before the first answer (as in the prerendered HTML). */
  value: number;
  /** True once a good answer has arrived. */
  known: boolean;
  /** True when the latest attempt failed; `value` is then the last good count, if any. */
  failed: boolean;
}

function readBotellas(json: unknown): number | null {
  if (typeof json !== 'object' || json === null || !('botellas' in json)) return null;
  const { botellas } = json;
  return typeof botellas === 'number' && Number.isSafeInteger(botellas) && botellas >= 0 ? botellas : null;
}

/**
 * The bottle count from the counter endpoint, fetched after hydration and every minute while
 * the tab is visible (hidden tabs do not poll; coming back refreshes a stale count).
 * A failed request keeps the last good count and sets `failed`.
 */
export function useBottleCount(): BottleCount {
  const [count, setCount] = useState<BottleCount>({ value: 0, known: false, failed: false });

  useEffect(() => {
    let timer: number | undefined;
    let lastFetch = 0;
    let controller: AbortController | null = null;

    const load = async () => {
      lastFetch = Date.now();
      controller?.abort();
      controller = new AbortController();
      try {
        const response = await fetch(COUNTER_URL, { cache: 'no-store', signal: controller.signal });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const botellas = readBotellas(await response.json());
        if (botellas === null) throw new Error('respuesta sin un número de botellas válido');
        setCount({ value: botellas, known: true, failed: false });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.error('Error al obtener datos del contador de Teletón', error);
        setCount((previous) => ({ ...previous, failed: true }));
      }
    };
    const stop = () => window.clearInterval(timer);
    const start = () => {
      stop();
      timer = window.setInterval(() => void load(), REFRESH_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return stop();
      if (Date.now() - lastFetch >= REFRESH_MS) void load();
      start();
    };

    void load();
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return count;
}
