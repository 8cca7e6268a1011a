import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onTrackingChoice, readTrackingChoice, storeTrackingChoice, TRACKING_CHOICE_KEY } from './tracking-choice.ts';

/** A browser's localStorage, as far as the module uses it. */
function fakeStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
    key: () => null,
    get length() {
      return values.size;
    },
  };
}

const global = globalThis as { window?: unknown };

describe('the advertising choice', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = fakeStorage();
    global.window = { localStorage: storage };
  });
  afterEach(() => {
    delete global.window;
  });

  it('is none until given, then the one given, with the version and the time', () => {
    expect(readTrackingChoice('2026-12-01')).toBeNull();
    storeTrackingChoice('no', '2026-12-01', new Date('2026-12-02T10:00:00.000Z'));
    expect(readTrackingChoice('2026-12-01')).toBe('no');
    expect(JSON.parse(storage.getItem(TRACKING_CHOICE_KEY) ?? '')).toEqual({ eleccion: 'no', version: '2026-12-01', fecha: '2026-12-02T10:00:00.000Z' });
    storeTrackingChoice('si', '2026-12-01');
    expect(readTrackingChoice('2026-12-01')).toBe('si');
  });

  it('asks again under a new version of the notice, and reads nothing it does not understand', () => {
    storeTrackingChoice('si', '2026-12-01');
    expect(readTrackingChoice('2027-03-01')).toBeNull();
    storage.setItem(TRACKING_CHOICE_KEY, '{"eleccion":"quizás","version":"2026-12-01"}');
    expect(readTrackingChoice('2026-12-01')).toBeNull();
    storage.setItem(TRACKING_CHOICE_KEY, 'no es JSON');
    expect(readTrackingChoice('2026-12-01')).toBeNull();
  });

  it('tells every listener of an answer given in this document, until it stops listening', () => {
    const heard: string[] = [];
    const stop = onTrackingChoice((choice) => heard.push(choice));
    storeTrackingChoice('si', '2026-12-01');
    stop();
    storeTrackingChoice('no', '2026-12-01');
    expect(heard).toEqual(['si']);
  });

  it('still tells the listeners when the browser refuses storage (nothing is remembered)', () => {
    global.window = {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    };
    const heard: string[] = [];
    const stop = onTrackingChoice((choice) => heard.push(choice));
    storeTrackingChoice('si', '2026-12-01');
    stop();
    expect(heard).toEqual(['si']);
    expect(readTrackingChoice('2026-12-01')).toBeNull();
  });
});
