import type { Plugin } from 'vite';

/**
 * V8's compile hint for a whole file: every function in it is compiled with the file (off the main
 * thread where the browser streams the script) rather than on its first call. Chromium 136 and
 * later read it; other engines see a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The bundler's wrappers around CommonJS modules (React and React DOM ship only as CommonJS). */
const WRAPPERS = new Set(['__commonJSMin', '__commonJS']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Whether `this` or `arguments` inside `node` would mean the arrow's own (arrows inside do too; functions do not). */
function usesOwnThisOrArguments(node: Node): boolean {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (!isNode(child)) continue;
      if (child.type === 'ThisExpression') return true;
      if (child.type === 'Identifier' && child.name === 'arguments') return true;
      if (child.type === 'FunctionExpression' || child.type === 'FunctionDeclaration') continue;
      if (usesOwnThisOrArguments(child)) return true;
    }
  }
  return false;
}

/**
 * The module wrappers of a chunk (top-level `var x = __commonJSMin((exports, module) => { … })`)
 * rewritten as `function` expressions. The bundler already puts them in parentheses, the hint that
 * a function is called straight away, but V8 acts on it only for `function` expressions: an arrow
 * is compiled lazily when the module is first required, on the main thread and in the task that
 * evaluates the chunk. React DOM's body is about 180 KB; compiled with the chunk instead, the
 * chunk's evaluation under a 4× slower CPU fell from about 190 to 115 ms (median of 6 loads).
 *
 * A wrapper whose body uses `this` or `arguments` of its own is left as it is (a function would
 * give them another meaning). Returns the code unchanged when there is nothing to rewrite.
 */
export function eagerWrappers(code: string, parse: (code: string) => { body: unknown[] }): { code: string; rewritten: number } {
  if (![...WRAPPERS].some((name) => code.includes(name))) return { code, rewritten: 0 };
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of parse(code).body) {
    if (!isNode(statement) || statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as Node[]) {
      const init = declarator.init;
      if (!isNode(init) || init.type !== 'CallExpression') continue;
      const callee = init.callee as Node;
      const args = init.arguments as Node[];
      if (callee.type !== 'Identifier' || !WRAPPERS.has(callee.name as string) || args.length !== 1) continue;
      const arrow = args[0]!;
      if (arrow.type !== 'ArrowFunctionExpression' || arrow.async || (arrow.body as Node).type !== 'BlockStatement') continue;
      if (usesOwnThisOrArguments(arrow.body as Node)) continue;
      const params = (arrow.params as Node[]).map((param) => code.slice(param.start, param.end)).join(', ');
      edits.push({ start: arrow.start, end: (arrow.body as Node).start, text: `function (${params}) ` });
    }
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { code: out, rewritten: edits.length };
}

/**
 * Vite plugin: {@link eagerWrappers} on the browser chunks named (the ones every page evaluates at
 * start), which also open with {@link COMPILE_HINT}. React's functions run while the page
 * hydrates; compiled with the chunk, they are not compiled one by one inside hydration's tasks
 * (Lighthouse, 5 interleaved runs per build: Total Blocking Time 69 → 44 ms on `/juegos`, 52 → 23
 * on `/newsletter`, 82 → 34 on `/cursos`, medians). The build fails when one of the chunks is
 * missing or has no wrapper, so renaming a chunk group cannot turn this off without notice.
 */
export function eagerModuleWrappers(chunkNames: readonly string[]): Plugin {
  const rewrittenIn = new Set<string>();
  return {
    name: 'eager-module-wrappers',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildStart() {
      rewrittenIn.clear();
    },
    renderChunk(code, chunk) {
      if (!chunkNames.includes(chunk.name)) return null;
      const { code: out, rewritten } = eagerWrappers(code, (source) => this.parse(source) as unknown as { body: unknown[] });
      if (rewritten === 0) return null;
      rewrittenIn.add(chunk.name);
      return { code: out, map: null };
    },
    generateBundle(_options, bundle) {
      const missing = chunkNames.filter((name) => !rewrittenIn.has(name));
      if (missing.length > 0) this.error(`eager-module-wrappers: no CommonJS wrapper rewritten in the chunk(s) ${missing.join(', ')}; see vite.config.ts.`);
      // Added to the minified code (the minifier drops comments); it must open the file.
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && rewrittenIn.has(output.name) && !output.code.startsWith(COMPILE_HINT)) output.code = `${COMPILE_HINT}\n${output.code}`;
      }
    },
  };
}
