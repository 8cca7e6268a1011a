import { afterNextPaint } from '../framework/yield.ts';

/**
 * On the client, the rest of the start-up (history, routing, loading the page's code, hydrating)
 * waits until the prerendered page has painted once: the visitor sees the page before React DOM
 * is evaluated, and no single long task holds a tap on a slow phone.
 */
export async function onCreateGlobalContext(): Promise<void> {
  await afterNextPaint();
}
