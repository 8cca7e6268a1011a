import { describe, expect, it } from 'vitest';
import { DuplicateTracker, hashCells, lastSecondHash } from './duplicate-rows.ts';

/** cyrb53 as published, over a whole string: what hashCells must give for the joined cells. */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

describe('hashCells', () => {
  it('gives both seeds of cyrb53 over the cells joined by U+0001, in one pass', () => {
    for (const cells of [[], [''], ['', ''], ['a'], ['ab', 'c'], ['a', 'bc'], ['Ñuñoa', '', '#ERROR!', '😀'], ['x\u0001y']]) {
      const text = cells.join('\u0001');
      expect(hashCells(cells)).toBe(cyrb53(text, 0));
      expect(lastSecondHash()).toBe(cyrb53(text, 0x9e3779b9));
    }
  });
});

describe('DuplicateTracker', () => {
  it('returns the line of the first identical row', () => {
    const tracker = new DuplicateTracker();
    expect(tracker.check(['1', 'Ñuñoa', 'RM'], 2)).toBeNull();
    expect(tracker.check(['2', 'Ñuñoa', 'RM'], 3)).toBeNull();
    expect(tracker.check(['1', 'Ñuñoa', 'RM'], 9)).toBe(2);
    expect(tracker.check(['1', 'Ñuñoa', 'RM'], 12)).toBe(2);
  });

  it('tells apart rows that differ only in where a cell boundary falls', () => {
    const tracker = new DuplicateTracker();
    expect(tracker.check(['ab', 'c'], 2)).toBeNull();
    expect(tracker.check(['a', 'bc'], 3)).toBeNull();
  });

  it('never confuses 200,000 distinct rows', () => {
    const tracker = new DuplicateTracker();
    let collisions = 0;
    for (let i = 0; i < 200_000; i++) if (tracker.check([String(i), 'Punto Limpio', 'RM'], i + 2) !== null) collisions++;
    expect(collisions).toBe(0);
  });
});

describe('DuplicateTracker without lines', () => {
  it('says whether it has seen the row, and keeps any line number', () => {
    const tracker = new DuplicateTracker({ keepLines: false });
    expect(tracker.check(['425'], 2)).toBeNull();
    expect(tracker.check(['426'], 3)).toBeNull();
    expect(tracker.check(['425'], 4)).toBe(0);
    for (let i = 0; i < 30_000; i++) tracker.check([`id ${i}`], i);
    expect(tracker.check(['426'], 5)).toBe(0);
    expect(tracker.check(['id 29999'], 6)).toBe(0);
    expect(tracker.check(['id 30000'], 7)).toBeNull();
  });

  it('gives back lines beyond 16 million as they were', () => {
    const tracker = new DuplicateTracker();
    expect(tracker.check(['a'], 20_000_001)).toBeNull();
    expect(tracker.check(['a'], 20_000_002)).toBe(20_000_001);
  });
});

describe('DuplicateTracker after its table grows', () => {
  it('still finds every earlier row and its line', () => {
    const tracker = new DuplicateTracker();
    for (let i = 0; i < 50_000; i++) expect(tracker.check([`fila ${i}`], i + 2)).toBeNull();
    for (let i = 0; i < 50_000; i += 997) expect(tracker.check([`fila ${i}`], 90_000)).toBe(i + 2);
  });
});
