import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield.ts';

/** Runs every microtask queued so far (and those they queue), but no task. */
async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task, never among the current microtasks', async () => {
    let resolved = false;
    const done = yieldToMain().then(() => {
      resolved = true;
    });
    await drainMicrotasks();
    expect(resolved).toBe(false);
    await done;
    expect(resolved).toBe(true);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
