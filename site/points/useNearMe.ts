import { useCallback, useState } from 'react';

export type NearMeStatus = 'idle' | 'locating' | 'ready' | 'denied' | 'timeout' | 'unavailable';

/** Spanish messages for the states that need one. */
export const NEAR_ME_MESSAGES: Partial<Record<NearMeStatus, string>> = {
  locating: 'Buscando tu ubicación…',
  ready: 'Puntos ordenados del más cercano al más lejano.',
  denied: 'No tenemos permiso para ver tu ubicación. Puedes activarlo en tu navegador o buscar por comuna.',
  timeout: 'Tu ubicación tardó demasiado en llegar. Inténtalo de nuevo o busca por comuna.',
  unavailable: 'No pudimos conocer tu ubicación. Busca por comuna o dirección.',
};

/** The visitor's position through the Geolocation API, asked for only when they press the button. */
export function useNearMe() {
  const [origin, setOrigin] = useState<{ lat: number; lng: number } | null>(null);
  const [status, setStatus] = useState<NearMeStatus>('idle');

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setOrigin({ lat: position.coords.latitude, lng: position.coords.longitude });
        setStatus('ready');
      },
      (error) => {
        setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  }, []);

  const clear = useCallback(() => {
    setOrigin(null);
    setStatus('idle');
  }, []);

  return { origin, status, locate, clear };
}
