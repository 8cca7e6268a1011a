import { describe, expect, it } from 'vitest';
import { DuplicateTracker } from './dedupe.ts';

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

describe('DuplicateTracker after its table grows', () => {
  it('still finds every earlier row and its line', () => {
    const tracker = new DuplicateTracker();
    for (let i = 0; i < 50_000; i++) expect(tracker.check([`fila ${i}`], i + 2)).toBeNull();
    for (let i = 0; i < 50_000; i += 997) expect(tracker.check([`fila ${i}`], 90_000)).toBe(i + 2);
  });
});
