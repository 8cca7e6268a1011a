import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferModules, inlineStylesheets, listedModules, MODULE_LIST_ID, MODULE_LOADER, MODULE_LOADER_HASH, paintFirst } from './first-paint.ts';

const page = `<!DOCTYPE html>
<html lang="es-CL">
  <head>
    <link rel="stylesheet" type="text/css" href="/assets/static/a.css">
    <link rel="stylesheet" type="text/css" href="/assets/static/b.css">
    <link rel="icon" href="/favicon.svg" />
  </head>
  <body>
    <div id="root"><p>Hola</p></div>
    <script id="vike_pageContext" type="application/json">{"x":1}</script>
    <script src="/assets/entries/entry.js" type="module" async></script>
    <link rel="modulepreload" href="/assets/entries/page.js" as="script" type="text/javascript">
    <link rel="modulepreload" href="/assets/chunks/c.js" as="script" type="text/javascript">
  </body>
</html>`;

const files: Record<string, string> = {
  '/assets/static/a.css': 'body{margin:0}',
  '/assets/static/b.css': '.x{background:url(./img/star.svg)}.y{background:url("data:image/svg+xml,%3Csvg%3E")}.z{background:url(/abs.png)}',
};
const read = (href: string) => files[href];

describe('inlineStylesheets', () => {
  it('replaces each stylesheet link with its content, in order, and rebases relative url()s', () => {
    const out = inlineStylesheets(page, read);
    expect(out).not.toContain('rel="stylesheet"');
    expect(out.indexOf('<style data-href="/assets/static/a.css">body{margin:0}</style>')).toBeGreaterThan(0);
    expect(out.indexOf('a.css')).toBeLessThan(out.indexOf('b.css'));
    expect(out).toContain('url(/assets/static/img/star.svg)');
    expect(out).toContain('url("data:image/svg+xml,%3Csvg%3E")');
    expect(out).toContain('url(/abs.png)');
    expect(out).toContain('<link rel="icon" href="/favicon.svg" />');
  });

  it('fails loudly when a stylesheet is missing from the build', () => {
    expect(() => inlineStylesheets(page, () => undefined)).toThrow(/a\.css/);
  });

  it('cannot be closed early by a stylesheet', () => {
    const out = inlineStylesheets('<link rel="stylesheet" href="/s.css">', () => '.a::after{content:"</style><script>"}');
    expect(out.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe('deferModules', () => {
  it('replaces the entry and its preloads with one list and the loader', () => {
    const out = deferModules(page);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('src="/assets/entries/entry.js"');
    const list = new RegExp(`<script id="${MODULE_LIST_ID}" type="application/json">(.*?)</script>`).exec(out)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual(['/assets/entries/entry.js', '/assets/entries/page.js', '/assets/chunks/c.js']);
    expect(out).toContain(`<script type="module">${MODULE_LOADER}</script>`);
    // The page's data stays where Vike put it.
    expect(out).toContain('<script id="vike_pageContext" type="application/json">{"x":1}</script>');
  });

  it("lists the entry's static imports first, in order, and says how many the loader stages", () => {
    const out = deferModules(page, (href) => (href === '/assets/entries/entry.js' ? ['/assets/chunks/c.js'] : []));
    const tag = new RegExp(`<script id="${MODULE_LIST_ID}" type="application/json" data-stages="1">(.*?)</script>`).exec(out);
    expect(JSON.parse(tag?.[1] ?? 'null')).toEqual(['/assets/entries/entry.js', '/assets/chunks/c.js', '/assets/entries/page.js']);
  });

  it('reads the list back, with or without stages', () => {
    expect(listedModules(deferModules(page))).toEqual(['/assets/entries/entry.js', '/assets/entries/page.js', '/assets/chunks/c.js']);
    expect(listedModules(deferModules(page, () => ['/assets/chunks/c.js']))[1]).toBe('/assets/chunks/c.js');
    expect(listedModules('<p>x</p>')).toEqual([]);
  });

  it('refuses to stage a chunk the page does not preload', () => {
    expect(() => deferModules(page, () => ['/assets/chunks/otro.js'])).toThrow(/otro\.js/);
  });

  it('leaves a page without modules alone and refuses two entries', () => {
    expect(deferModules('<p>x</p>')).toBe('<p>x</p>');
    expect(() => deferModules('<script type="module" src="/a.js"></script><script type="module" src="/b.js"></script>')).toThrow(/2/);
  });

  it('has a CSP hash of the exact loader text', () => {
    const inline = /<script type="module">(.*?)<\/script>/.exec(paintFirst(page, read))?.[1] ?? '';
    expect(MODULE_LOADER_HASH).toBe(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
  });
});

describe('the loader', () => {
  /**
   * Runs the loader in a bare context whose browser parts are recorded: frames, timer tasks and
   * message tasks run only when a test says so; imports resolve at once (as a preloaded module
   * would, in a microtask). `stages` is the list's data-stages attribute.
   */
  function run(visibility: 'visible' | 'hidden', stages?: string) {
    const head: { rel: string; href: string }[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const messages: (() => void)[] = [];
    const document = {
      visibilityState: visibility,
      getElementById: (id: string) =>
        id === MODULE_LIST_ID ? { textContent: '["/e.js","/r.js","/f.js","/p.js"]', dataset: stages === undefined ? {} : { stages } } : null,
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (el: { rel: string; href: string }) => head.push(el) },
    };
    class MessageChannel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
    }
    // `import()` is not allowed in a vm script without a loader; the loader's calls are rewritten to a stub.
    const code = MODULE_LOADER.replaceAll('import(', '__import(');
    expect(code.match(/__import\(/g)).toHaveLength(2);
    runInNewContext(code, {
      document,
      JSON,
      MessageChannel,
      Promise,
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void) => tasks.push(f),
      __import: (u: string) => {
        imported.push(u);
        return Promise.resolve();
      },
    });
    return { head, imported, frames, tasks, messages };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('waits for a painted frame, then preloads the chunks and imports the entry', async () => {
    const r = run('visible');
    expect(r.imported).toEqual([]);
    r.frames.shift()?.();
    expect(r.imported).toEqual([]);
    r.tasks.shift()?.();
    await settle();
    expect(r.imported).toEqual(['/e.js']);
    expect(r.head).toEqual([
      { rel: 'modulepreload', href: '/r.js' },
      { rel: 'modulepreload', href: '/f.js' },
      { rel: 'modulepreload', href: '/p.js' },
    ]);
  });

  it('imports the staged chunks in order, one task each, before the entry', async () => {
    const r = run('visible', '2');
    r.frames.shift()?.();
    r.tasks.shift()?.();
    await settle();
    expect(r.head.map((l) => l.href)).toEqual(['/r.js', '/f.js', '/p.js']);
    expect(r.imported).toEqual(['/r.js']);
    expect(r.messages).toHaveLength(1);
    r.messages.shift()?.();
    await settle();
    expect(r.imported).toEqual(['/r.js', '/f.js']);
    r.messages.shift()?.();
    await settle();
    expect(r.imported).toEqual(['/r.js', '/f.js', '/e.js']);
    expect(r.messages).toHaveLength(0);
  });

  it('starts at once in a hidden tab, where frames never come', async () => {
    const r = run('hidden');
    await settle();
    expect(r.imported).toEqual(['/e.js']);
    expect(r.frames).toHaveLength(0);
  });
});
