import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitRouterStart } from './router-start.ts';

/** The installed framework's router entry, the file the build transforms. */
const installedEntry = () => readFileSync(new URL('../../node_modules/vike/dist/client/runtime-client-routing/entry.js', import.meta.url), 'utf8');

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
