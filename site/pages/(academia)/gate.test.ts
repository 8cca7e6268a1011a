import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedStep, stepFromSearch } from './workshop-routes.ts';

/** A Storage stand-in; `blocked` throws as Safari's private mode and strict settings do. */
function fakeStorage(blocked = false): Storage {
  const items = new Map<string, string>();
  const guard = () => {
    if (blocked) throw new DOMException('blocked', 'SecurityError');
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => {
      guard();
      return items.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      guard();
      items.set(k, v);
    },
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('the form step opens only after the right answer', () => {
  it('sends a deep link to the form back to the question until the question was answered', () => {
    expect(allowedStep(stepFromSearch('?paso=formulario'), false)).toBe('questionary');
    expect(allowedStep(stepFromSearch('?paso=formulario'), true)).toBe('form');
    expect(allowedStep(stepFromSearch('?paso=cuestionario'), false)).toBe('questionary');
    expect(allowedStep(stepFromSearch(''), false)).toBe('workshop');
    expect(allowedStep(stepFromSearch('?paso=otra-cosa'), false)).toBe('workshop');
  });
});

describe('answered questions in session storage', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('remembers each course answered, once, and ignores values that are not courses', async () => {
    const sessionStorage = fakeStorage();
    vi.stubGlobal('window', { sessionStorage, localStorage: fakeStorage() });
    const { hasPassed, readPassed, storePassed } = await import('./storage.ts');
    expect(readPassed()).toEqual([]);
    expect(hasPassed('kitchen')).toBe(false);
    storePassed('kitchen');
    storePassed('science');
    storePassed('kitchen');
    expect(readPassed()).toEqual(['kitchen', 'science']);
    expect(sessionStorage.getItem('cuestionarioAprobado')).toBe('kitchen,science');
    sessionStorage.setItem('cuestionarioAprobado', 'kitchen,nada,,crafts');
    expect(readPassed()).toEqual(expect.arrayContaining(['kitchen', 'crafts', 'science']));
    expect(readPassed()).not.toContain('nada');
  });

  it('keeps a right answer for the page when storage is blocked', async () => {
    vi.stubGlobal('window', { sessionStorage: fakeStorage(true), localStorage: fakeStorage(true) });
    const { hasPassed, storePassed } = await import('./storage.ts');
    expect(hasPassed('crafts')).toBe(false);
    storePassed('crafts');
    expect(hasPassed('crafts')).toBe(true);
    expect(hasPassed('tiktok')).toBe(false);
  });
});
