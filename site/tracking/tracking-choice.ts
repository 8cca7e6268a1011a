/**
 * The visitor's answer to the advertising banner, kept in this browser (localStorage) for the
 * version of what the site says about advertising it was given under (a hash of that text,
 * site/privacy/data.server.ts): a change of that text asks again. No answer (or a storage the
 * browser refuses) means nothing is measured.
 */
export type TrackingChoice = 'si' | 'no';

/** The localStorage key; its value is JSON `{ eleccion, version, fecha }`. */
export const TRACKING_CHOICE_KEY = 'publicidad';

interface StoredChoice {
  eleccion: TrackingChoice;
  version: string;
  fecha: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored answer for this version of the advertising text; null when there is none (or it was given under another version). */
export function readTrackingChoice(version: string): TrackingChoice | null {
  try {
    const stored = JSON.parse(storage()?.getItem(TRACKING_CHOICE_KEY) ?? 'null') as Partial<StoredChoice> | null;
    if (stored?.version !== version) return null;
    return stored.eleccion === 'si' || stored.eleccion === 'no' ? stored.eleccion : null;
  } catch {
    return null;
  }
}

const listeners = new Set<(choice: TrackingChoice) => void>();

/** Remembers the answer and tells every listener in this document (the banner, the control on /privacidad, the pages' events). */
export function storeTrackingChoice(choice: TrackingChoice, version: string, now: Date = new Date()): void {
  const value: StoredChoice = { eleccion: choice, version, fecha: now.toISOString() };
  try {
    storage()?.setItem(TRACKING_CHOICE_KEY, JSON.stringify(value));
  } catch {
    // A browser that refuses storage keeps the answer for this page only.
  }
  for (const listener of [...listeners]) listener(choice);
}

/** Calls `listener` on every answer given in this document; returns the way to stop. */
export function onTrackingChoice(listener: (choice: TrackingChoice) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
