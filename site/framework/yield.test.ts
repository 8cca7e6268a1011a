import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, yieldToMain } from './yield.ts';

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

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for an animation frame, then resolves in a task after it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('document', { visibilityState: 'visible' });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let resolved = false;
    const done = afterNextPaint().then(() => {
      resolved = true;
    });
    await yieldToMain();
    expect(frames).toHaveLength(1);
    expect(resolved).toBe(false);
    frames[0]!(0);
    await drainMicrotasks();
    expect(resolved).toBe(false);
    await done;
    expect(resolved).toBe(true);
  });

  it('only yields on a hidden page, which paints no frames', async () => {
    const requestFrame = vi.fn();
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    vi.stubGlobal('requestAnimationFrame', requestFrame);
    await afterNextPaint();
    expect(requestFrame).not.toHaveBeenCalled();
  });
});
