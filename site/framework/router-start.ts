import type { Plugin } from 'vite';

/**
 * The client router's entry module, in the framework's package. Evaluating it starts the router:
 * the global context (every page's configuration resolved), the history state, then the first
 * render, all in the task that evaluates the module.
 */
export const ROUTER_ENTRY = /[\\/]node_modules[\\/]vike[\\/]dist[\\/]client[\\/]runtime-client-routing[\\/]entry\.js$/;

/** The statement that starts the router, alone on its line. */
const START = /^initClientRouter\(\);$/m;

/**
 * The router's start, in three tasks instead of one: the module's own evaluation; then the global
 * context (resolving every page's configuration, the larger part); then the history state and the
 * first render. `initClientRouter()` hands the same exports to the global context again and finds
 * it made, so nothing is done twice; it runs after every statement the module had after it.
 *
 * Throws when the entry no longer has the statement, so a new version of the framework is looked
 * at instead of being started in one task without notice.
 */
export function splitRouterStart(code: string, yieldModule: string): string {
  const starts = code.match(new RegExp(START.source, 'gm')) ?? [];
  if (starts.length !== 1) {
    throw new Error(
      `router-start: the router's entry (vike/dist/client/runtime-client-routing/entry.js) has ${starts.length} "initClientRouter();" statements, not 1; review site/framework/router-start.ts for this version of vike.`,
    );
  }
  const imports =
    `import { yieldToMain as __routerYield } from ${JSON.stringify(yieldModule)};\n` +
    `import { setVirtualFileExportsGlobalEntry as __routerGlobalEntry } from '../shared/getGlobalContextClientInternalShared.js';\n` +
    `import * as __routerGlobalExports from 'virtual:vike:global-entry:client:client-routing';\n`;
  const start =
    '__routerYield()\n' +
    '    .then(() => { void __routerGlobalEntry(__routerGlobalExports); return __routerYield(); })\n' +
    '    .then(() => initClientRouter());';
  return imports + code.replace(START, start);
}

/**
 * Vite plugin: applies {@link splitRouterStart} to the router's entry in the browser's build. The
 * build fails when no module matched {@link ROUTER_ENTRY} (the package moved or is installed
 * elsewhere), so the split cannot stop without notice.
 */
export function routerStartInTasks(yieldModule: string): Plugin {
  let transformed = false;
  return {
    name: 'router-start-in-tasks',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildStart() {
      transformed = false;
    },
    transform: {
      filter: { id: ROUTER_ENTRY },
      handler(code) {
        transformed = true;
        return { code: splitRouterStart(code, yieldModule), map: null };
      },
    },
    generateBundle() {
      if (!transformed) this.error("router-start: the router's entry (vike/dist/client/runtime-client-routing/entry.js) was not in the build; see site/framework/router-start.ts.");
    },
  };
}
