import type { PageContextClient } from 'vike/types';
import { yieldToMain } from '../framework/yield.ts';

/** Before hydrating, the main thread is given back once: loading the page's code and hydrating are two tasks, not one. */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (pageContext.isHydration) await yieldToMain();
}
