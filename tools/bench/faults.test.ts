import { describe, expect, it } from 'vitest';
import { SeededFaults } from './faults.ts';

describe('seeded inbox failures (reliability run)', () => {
  it('fail about the configured share of submissions, the same ones on every run', () => {
    const run = () => {
      const faults = new SeededFaults(0.2, () => 42);
      return Array.from({ length: 1000 }, () => faults.shouldFail('newsletter'));
    };
    const first = run();
    expect(first).toEqual(run());
    const share = first.filter(Boolean).length / 1000;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.25);
  });

  it('give each form its own stream, and never fail at rate 0', () => {
    const faults = new SeededFaults(0.5, (form) => (form === 'cumple' ? 1 : 2));
    const cumple = Array.from({ length: 50 }, () => faults.shouldFail('cumple'));
    const alone = new SeededFaults(0.5, () => 1);
    expect(cumple).toEqual(Array.from({ length: 50 }, () => alone.shouldFail('cumple')));
    const none = new SeededFaults(0, () => 1);
    expect(Array.from({ length: 100 }, () => none.shouldFail('x')).some(Boolean)).toBe(false);
  });
});
