/**
 * Resolves in a later task, so the browser can paint and answer input in between: the main
 * thread is given back instead of running one long task. `scheduler.yield()` where the browser
 * has it (the continuation keeps its priority); a message otherwise, which, unlike a timer, is not
 * slowed down in a background tab.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves after the browser has painted the next frame: an animation frame, then a task of its
 * own after it (the frame is painted between the two). A hidden page paints no frames, so it only
 * yields. Used once, before the page's code is loaded: on a slow phone the prerendered page shows
 * first, and React DOM is downloaded, evaluated and hydrated after that, not before.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') return yieldToMain();
  return new Promise((resolve) => requestAnimationFrame(() => resolve(yieldToMain())));
}
