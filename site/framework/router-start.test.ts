import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ROUTER_ENTRY, routerStartInTasks, splitRouterStart } from './router-start.ts';

/** The installed framework's router entry, the file the build transforms. */
const ENTRY_URL = new URL('../../node_modules/vike/dist/client/runtime-client-routing/entry.js', import.meta.url);
const installedEntry = () => readFileSync(ENTRY_URL, 'utf8');

describe('splitRouterStart', () => {
  it("applies to the installed framework's router entry", () => {
    const code = installedEntry();
    const out = splitRouterStart(code, '/site/framework/yield.ts');
    expect(out).not.toMatch(/^initClientRouter\(\);$/m);
    expect(out).toContain('.then(() => initClientRouter());');
    // Everything else the module did is still there, in the same order.
    expect(out.replace(/^import .*__router.*\n/gm, '').replace(/__routerYield\(\)[\s\S]*?initClientRouter\(\)\);/, 'initClientRouter();')).toBe(code);
  });

  it('starts the router three tasks in: global context after one yield, the rest after another', () => {
    const out = splitRouterStart('import x from "y";\ninitClientRouter();\nexport { initClientRouter };\n', '/y.ts');
    expect(out).toContain('import { yieldToMain as __routerYield } from "/y.ts";');
    expect(out).toContain("import * as __routerGlobalExports from 'virtual:vike:global-entry:client:client-routing';");
    const start = out.slice(out.indexOf('__routerYield()\n'));
    expect(start.indexOf('__routerGlobalEntry(__routerGlobalExports)')).toBeLessThan(start.indexOf('initClientRouter()'));
    expect(start.match(/__routerYield\(\)/g)).toHaveLength(2);
  });

  it('refuses an entry without the statement, or with two, naming the file to review', () => {
    expect(() => splitRouterStart('initClientRouter({ a: 1 });\n', '/y.ts')).toThrow(/0 "initClientRouter\(\);" statements.*router-start\.ts/);
    expect(() => splitRouterStart('initClientRouter();\ninitClientRouter();\n', '/y.ts')).toThrow(/2 "initClientRouter\(\);"/);
  });
});

describe('routerStartInTasks (the build plugin)', () => {
  type Hook = (this: unknown, ...args: unknown[]) => unknown;

  function build(modules: { id: string; code: string }[]) {
    const plugin = routerStartInTasks('/y.ts');
    const transform = plugin.transform as unknown as { filter: { id: RegExp }; handler: Hook };
    const errors: string[] = [];
    const context = { error: (message: string) => void errors.push(message) };
    (plugin.buildStart as unknown as Hook).call(context);
    const out = modules.map(({ id, code }) => (transform.filter.id.test(id) ? (transform.handler.call(context, code, id) as { code: string }).code : code));
    (plugin.generateBundle as unknown as Hook).call(context, {}, {});
    return { out, errors };
  }

  it("matches the installed entry's path and transforms it", () => {
    const { out, errors } = build([{ id: fileURLToPath(ENTRY_URL), code: installedEntry() }]);
    expect(errors).toEqual([]);
    expect(out[0]).toContain('.then(() => initClientRouter());');
    expect(ROUTER_ENTRY.test('C:\\site\\node_modules\\vike\\dist\\client\\runtime-client-routing\\entry.js')).toBe(true);
  });

  it('fails the build when the entry was never met', () => {
    const { errors } = build([{ id: '/x/node_modules/other/entry.js', code: 'initClientRouter();\n' }]);
    expect(errors).toEqual([
      "router-start: the router's entry (vike/dist/client/runtime-client-routing/entry.js) was not in the build; see site/framework/router-start.ts.",
    ]);
  });
});
