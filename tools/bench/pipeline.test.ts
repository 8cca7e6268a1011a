import { describe, expect, it } from 'vitest';
import { summarise } from './pipeline.ts';

const run = (seconds: number, peakMb: number) => ({ seconds, peakMb, exitCode: 0 });

describe('summarise', () => {
  it('takes the median time and the highest peak memory', () => {
    expect(summarise([run(9, 100), run(5, 180), run(7, 120)])).toEqual(run(7, 180));
  });

  it('takes the lower middle of an even count, and a single run as it is', () => {
    expect(summarise([run(4, 10), run(1, 30), run(3, 20), run(2, 5)]).seconds).toBe(2);
    expect(summarise([run(6, 50)])).toEqual(run(6, 50));
  });

  it('refuses an empty list', () => {
    expect(() => summarise([])).toThrow();
  });
});
