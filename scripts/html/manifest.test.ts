import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStaticImports, staticImportsFrom } from './manifest.ts';

const manifest = {
  'entry.js': { file: 'assets/entries/entry.A.js', isEntry: true, imports: ['_runtime.js', '_react.js'] },
  '_runtime.js': { file: 'assets/chunks/runtime.B.js' },
  '_react.js': { file: 'assets/chunks/react.C.js', imports: ['_runtime.js'] },
  'page.js': { file: 'assets/entries/page.D.js', imports: ['_react.js', '_ui.js', 'entry.js'] },
  '_ui.js': { file: 'assets/chunks/ui.E.js', imports: ['_react.js', '_runtime.js'] },
};

describe('staticImportsFrom', () => {
  const imports = staticImportsFrom(manifest);

  it('lists every chunk a module imports, each after its own imports and once', () => {
    expect(imports('/assets/entries/entry.A.js')).toEqual(['/assets/chunks/runtime.B.js', '/assets/chunks/react.C.js']);
    expect(imports('/assets/entries/page.D.js')).toEqual([
      '/assets/chunks/runtime.B.js',
      '/assets/chunks/react.C.js',
      '/assets/chunks/ui.E.js',
      '/assets/entries/entry.A.js',
    ]);
  });

  it('knows no imports of a file the manifest does not list', () => {
    expect(imports('/assets/otro.js')).toEqual([]);
  });

  it('names the chunk when the manifest refers to one it does not have', () => {
    const broken = staticImportsFrom({ 'a.js': { file: 'assets/a.js', imports: ['_falta.js'] } });
    expect(() => broken('/assets/a.js')).toThrow(/_falta\.js.*assets\/a\.js/);
  });

  it('survives an import cycle', () => {
    const cycle = staticImportsFrom({
      'a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['a.js'] },
    });
    expect(cycle('/assets/a.js')).toEqual(['/assets/b.js']);
  });
});

describe('readStaticImports', () => {
  it('reads a manifest file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'manifest-')), 'assets.json');
    writeFileSync(file, JSON.stringify(manifest));
    expect(readStaticImports(file)('/assets/entries/entry.A.js')).toHaveLength(2);
  });
});
