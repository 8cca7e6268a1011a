import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, eagerModuleWrappers, eagerWrappers } from './eager-wrappers.ts';

const parse = (code: string) => parseAst(code);

/** Runs a chunk's code as a function body and returns what it leaves in `out`. */
function run(code: string): unknown {
  return new Function(`'use strict'; const out = {}; ${code}; return out;`)();
}

const RUNTIME = 'var __commonJSMin = (cb, mod) => () => (mod || (cb((mod = { exports: {} }).exports, mod), cb = null), mod.exports);\n';

describe('eagerWrappers', () => {
  it('rewrites each top-level CommonJS wrapper as a function expression, in its parentheses', () => {
    const code =
      RUNTIME +
      'var require_a = /* @__PURE__ */ __commonJSMin(((exports, module) => {\n  exports.value = 1;\n}));\n' +
      'var require_b = __commonJSMin(((exports) => { const a = require_a(); exports.double = () => a.value * 2; }));\n' +
      'out.result = require_b().double();\n';
    const { code: out, rewritten } = eagerWrappers(code, parse);
    expect(rewritten).toBe(2);
    expect(out).toContain('__commonJSMin((function (exports, module) {\n  exports.value = 1;\n}));');
    expect(out).toContain('__commonJSMin((function (exports) { const a');
    // Inner arrows stay arrows; the code does the same.
    expect(out).toContain('exports.double = () => a.value * 2;');
    expect(run(out)).toEqual(run(code));
    expect(run(out)).toEqual({ result: 2 });
  });

  it('leaves a wrapper whose own `this` or `arguments` a function would change', () => {
    const code =
      RUNTIME +
      'var require_t = __commonJSMin(((exports) => { exports.self = this; }));\n' +
      'var require_g = __commonJSMin(((exports) => { const f = () => arguments; exports.f = f; }));\n' +
      'var require_ok = __commonJSMin(((exports) => { exports.f = function () { return [this, arguments.length]; }; }));\n';
    const { code: out, rewritten } = eagerWrappers(code, parse);
    expect(rewritten).toBe(1);
    expect(out).toContain('var require_t = __commonJSMin(((exports) => {');
    expect(out).toContain('var require_g = __commonJSMin(((exports) => {');
    expect(out).toContain('var require_ok = __commonJSMin((function (exports) {');
  });

  it('touches nothing else: other calls, expression bodies, nested wrappers, code without wrappers', () => {
    const code =
      RUNTIME +
      'var x = other(((a) => { return a; }));\n' +
      'var y = __commonJSMin((exports) => exports);\n' +
      'function f() { var z = __commonJSMin(((exports) => { exports.z = 1; })); return z; }\n';
    expect(eagerWrappers(code, parse)).toEqual({ code, rewritten: 0 });
    const plain = 'export const a = () => 1;\n';
    expect(eagerWrappers(plain, () => {
      throw new Error('not parsed');
    })).toEqual({ code: plain, rewritten: 0 });
  });
});

describe('eagerModuleWrappers (the build plugin)', () => {
  const wrapped = `${RUNTIME}var require_a = __commonJSMin(((exports) => { exports.a = 1; }));\n`;
  type Hook = (this: unknown, ...args: unknown[]) => unknown;
  const hook = (plugin: ReturnType<typeof eagerModuleWrappers>, name: 'buildStart' | 'renderChunk' | 'generateBundle') =>
    plugin[name] as unknown as Hook;

  function build(chunkNames: string[], chunks: { name: string; code: string }[]) {
    const plugin = eagerModuleWrappers(chunkNames);
    const errors: string[] = [];
    const context = {
      parse: (code: string) => parseAst(code),
      error: (message: string) => {
        errors.push(message);
      },
    };
    hook(plugin, 'buildStart').call(context);
    const bundle: Record<string, { type: 'chunk'; name: string; code: string }> = {};
    for (const chunk of chunks) {
      const rendered = hook(plugin, 'renderChunk').call(context, chunk.code, { name: chunk.name }) as { code: string } | null;
      bundle[`${chunk.name}.js`] = { type: 'chunk', name: chunk.name, code: rendered?.code ?? chunk.code };
    }
    hook(plugin, 'generateBundle').call(context, {}, bundle);
    return { bundle, errors };
  }

  it('rewrites the named chunk and opens it with the compile hint; other chunks are left alone', () => {
    const { bundle, errors } = build(['react'], [
      { name: 'react', code: wrapped },
      { name: 'other', code: wrapped },
    ]);
    expect(errors).toEqual([]);
    expect(bundle['react.js']!.code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(bundle['react.js']!.code).toContain('__commonJSMin((function (exports) {');
    expect(bundle['other.js']!.code).toBe(wrapped);
  });

  it('fails the build when a named chunk is missing or has no wrapper', () => {
    expect(build(['react'], [{ name: 'renamed', code: wrapped }]).errors).toEqual([
      'eager-module-wrappers: no CommonJS wrapper rewritten in the chunk(s) react; see vite.config.ts.',
    ]);
    expect(build(['react'], [{ name: 'react', code: 'export const a = 1;\n' }]).errors).toHaveLength(1);
  });
});
