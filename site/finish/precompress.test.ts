import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from './precompress.ts';

let dir: string;
const page = `<!doctype html><h1>Inicio</h1>${'<p>relleno de la página</p>'.repeat(100)}`;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), page);
  await writeFile(join(dir, 'assets', 'app.js'), `export const a = [${'1,'.repeat(2000)}];`);
  await writeFile(join(dir, 'assets', 'tiny.css'), 'a{color:red}');
  await writeFile(join(dir, 'assets', 'foto.png'), randomBytes(4096));
  await writeFile(
    join(dir, 'ruido.txt'),
    randomBytes(4096)
      .toString('base64')
      .slice(0, MIN_BYTES + 10),
  );
});

afterEach(() => rm(dir, { recursive: true, force: true }));

const files = async () => (await readdir(dir, { recursive: true })).map(String).sort();

describe('precompress', () => {
  it('writes .br and .gz beside each text file worth compressing, which decompress to the file', async () => {
    const summary = await precompress(dir);
    expect(summary.written).toEqual({ br: 3, gz: 3 });
    for (const file of ['index.html', 'assets/app.js']) {
      const original = await readFile(join(dir, file));
      expect(brotliDecompressSync(await readFile(join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(join(dir, `${file}.gz`)))).toEqual(original);
    }
  });

  it('leaves out small files and formats that are compressed already', async () => {
    await precompress(dir);
    const written = await files();
    expect(written).not.toContain('assets/tiny.css.br');
    expect(written.some((file) => file.startsWith('assets/foto.png.'))).toBe(false);
  });

  it('gives the same bytes every run, and does not compress its own copies', async () => {
    await precompress(dir);
    const first = await Promise.all(['index.html.br', 'index.html.gz'].map((file) => readFile(join(dir, file))));
    const listed = await files();
    await precompress(dir);
    expect(await files()).toEqual(listed);
    expect(await Promise.all(['index.html.br', 'index.html.gz'].map((file) => readFile(join(dir, file))))).toEqual(first);
  });

  it('removes a copy that no longer saves bytes', async () => {
    await precompress(dir);
    await writeFile(join(dir, 'index.html'), randomBytes(3000));
    await rm(join(dir, 'index.html.gz'));
    await writeFile(join(dir, 'index.html.gz'), 'viejo');
    await precompress(dir);
    const written = await files();
    expect(written).not.toContain('index.html.gz');
    expect(written).not.toContain('index.html.br');
  });
});
