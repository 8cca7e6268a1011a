import { yieldToMain } from '../framework/yield.ts';

/**
 * On the client, the global context is created in a task of its own (site/framework/router-start.ts
 * starts the router in steps). Giving the main thread back here ends that task before the rest of
 * the start-up (history, routing, loading the page's code) runs: no single long task holds a tap
 * on a slow phone.
 */
export async function onCreateGlobalContext(): Promise<void> {
  await yieldToMain();
}
