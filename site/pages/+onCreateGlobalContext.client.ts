import { yieldToMain } from '../framework/yield.ts';

/**
 * On the client, the global context is created while the framework's module is evaluated, in the
 * same task. Giving the main thread back here ends that task, so routing and hydration start in
 * new ones: no single long task holds a tap on a slow phone.
 */
export async function onCreateGlobalContext(): Promise<void> {
  await yieldToMain();
}
