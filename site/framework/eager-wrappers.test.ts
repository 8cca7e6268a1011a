import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { eagerWrappers } from './eager-wrappers.ts';

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
