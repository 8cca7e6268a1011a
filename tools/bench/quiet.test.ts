import { describe, expect, it } from 'vitest';
import { describeQuietWait, waitForQuiet } from './quiet.ts';

/** A fake clock and load: each sleep advances the clock; the load follows a list, one value per read. */
function machine(loads: number[]) {
  let clock = 0;
  let reads = 0;
  const slept: number[] = [];
  return {
    read: () => loads[Math.min(reads++, loads.length - 1)]!,
    sleep: async (ms: number) => {
      slept.push(ms);
      clock += ms;
    },
    now: () => clock,
    slept,
  };
}

describe('waitForQuiet', () => {
  it('does not wait when the load is already below the threshold', async () => {
    const m = machine([0.5]);
    const wait = await waitForQuiet({ limitSeconds: 180, threshold: 2, ...m });
    expect(wait).toEqual({ threshold: 2, loadAtStart: 0.5, loadAtEnd: 0.5, waitedSeconds: 0, quiet: true });
    expect(m.slept).toEqual([]);
  });

  it('polls until the load falls below the threshold', async () => {
    const m = machine([9, 6, 3.1, 1.8, 1]);
    const wait = await waitForQuiet({ limitSeconds: 180, threshold: 2, intervalSeconds: 5, ...m });
    expect(wait).toEqual({ threshold: 2, loadAtStart: 9, loadAtEnd: 1.8, waitedSeconds: 15, quiet: true });
    expect(m.slept).toEqual([5000, 5000, 5000]);
  });

  it('stops at the limit, the last sleep cut to fit, and says the machine was busy', async () => {
    const m = machine([9]);
    const wait = await waitForQuiet({ limitSeconds: 12, threshold: 2, intervalSeconds: 5, ...m });
    expect(wait).toEqual({ threshold: 2, loadAtStart: 9, loadAtEnd: 9, waitedSeconds: 12, quiet: false });
    expect(m.slept).toEqual([5000, 5000, 2000]);
  });

  it('a limit of 0 never waits', async () => {
    const m = machine([9]);
    expect((await waitForQuiet({ limitSeconds: 0, threshold: 2, ...m })).quiet).toBe(false);
    expect(m.slept).toEqual([]);
  });
});

describe('describeQuietWait', () => {
  it('says how the wait went, in each of its three outcomes', () => {
    expect(describeQuietWait({ threshold: 2, loadAtStart: 0.5, loadAtEnd: 0.5, waitedSeconds: 0, quiet: true })).toBe(
      'the 1-minute load average was 0.50, below 2, at the start',
    );
    expect(describeQuietWait({ threshold: 2, loadAtStart: 9, loadAtEnd: 1.8, waitedSeconds: 15, quiet: true })).toBe(
      'waited 15 s for the 1-minute load average to fall below 2 (9.00 → 1.80)',
    );
    expect(describeQuietWait({ threshold: 2, loadAtStart: 9, loadAtEnd: 8, waitedSeconds: 180, quiet: false })).toMatch(
      /^the 1-minute load average was still 8\.00 \(from 9\.00\), not below 2, after waiting 180 s: the runs started on a busy machine$/,
    );
  });
});
