import { yieldToMain } from '../framework/yield.ts';

/**
 * On the client, the main thread is given back once the global context is created, before the
 * rest of the start-up (history, routing, loading the page's code) runs: no single long task
 * holds a tap on a slow phone.
 */
export async function onCreateGlobalContext(): Promise<void> {
  await yieldToMain();
}
