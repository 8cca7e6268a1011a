import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeRawDir } from '../fixtures/raw.ts';
import { workbookOf } from '../fixtures/workbooks.ts';
import { buildInto } from '../run.ts';
import { type RawDataWatcher, type WatchResult, watchRawData } from './watch.ts';

let dir: string;
let raw: string;
let out: string;
let watcher: RawDataWatcher | null = null;
let results: WatchResult[];

/** Waits for the next run after an edit, and returns it. */
async function nextResult(): Promise<WatchResult> {
  const seen = results.length;
  const deadline = Date.now() + 30_000;
  while (results.length === seen) {
    if (Date.now() > deadline) throw new Error('the watcher did not run');
    await new Promise((done) => setTimeout(done, 50));
  }
  await watcher?.idle();
  const last = results.at(-1);
  if (!last) throw new Error('no result');
  return last;
}

beforeEach(async () => {
  ({ dir, raw } = await makeRawDir('watch-test-'));
  for (const file of ['clean-points.csv', 'collection-points.csv']) await cp(resolve('raw-data', file), join(raw, file));
  out = join(dir, 'out');
  await buildInto(raw, out);
  results = [];
  watcher = watchRawData(raw, out, (result) => results.push(result));
}, 180_000);

afterEach(async () => {
  watcher?.close();
  await watcher?.idle();
  await rm(dir, { recursive: true, force: true });
});

describe('watchRawData', () => {
  it('an edited CSV is in the output after the run it starts', async () => {
    const csv = await readFile(join(raw, 'clean-points.csv'), 'utf8');
    await writeFile(join(raw, 'clean-points.csv'), csv.replace('Punto Limpio Putre', 'Punto Limpio Putre Centro'));
    const result = await nextResult();
    expect(result).toMatchObject({ ok: true, changed: ['clean-points.csv'] });
    expect(await readFile(join(out, 'clean-points.json'), 'utf8')).toContain('"Punto Limpio Putre Centro"');
  });

  it('a workbook saved in place of the CSV is read, and the lock files Excel and LibreOffice leave beside it start no run', async () => {
    const [header = [], ...rows] = parse(await readFile(join(raw, 'clean-points.csv'), 'utf8')) as string[][];
    const edited = rows.map((row) => row.map((cell) => cell.replace('Punto Limpio Putre', 'Punto Limpio Putre Alto')));
    const layout = { titles: [], blankAfter: [], hidden: [], instructions: false, oldHiddenSheet: false, shortFormat: true };
    await writeFile(join(raw, '~$clean-points.xlsx'), 'x');
    await writeFile(join(raw, '.~lock.clean-points.xlsx#'), 'x');
    await rm(join(raw, 'clean-points.csv'));
    await writeFile(join(raw, 'clean-points.xlsx'), workbookOf(header, edited, 'xlsx', layout));
    const result = await nextResult();
    expect(result).toMatchObject({ ok: true, changed: ['clean-points.csv', 'clean-points.xlsx'] });
    expect(await readFile(join(out, 'clean-points.json'), 'utf8')).toContain('"Punto Limpio Putre Alto"');
  });

  it('a broken content file: every problem named, the output untouched; the fix is published', async () => {
    const before = await readFile(join(out, 'content/games.json'), 'utf8');
    const games = await readFile(join(raw, 'content/games.json'), 'utf8');
    await writeFile(join(raw, 'content/games.json'), games.replace(/("title": "[^"]+")/, '$1,,'));
    const failed = await nextResult();
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.changed).toEqual(['content/games.json']);
    expect(failed.problems).toHaveLength(1);
    expect(failed.problems[0]).toMatch(/^content\/games\.json:\d+:\d+: JSON no válido: /);
    expect(await readFile(join(out, 'content/games.json'), 'utf8')).toBe(before);

    const fixed = games.replace(/("title": ")([^"]+)"/, '$1$2 (nuevo)"');
    await writeFile(join(raw, 'content/games.json'), fixed);
    expect(await nextResult()).toMatchObject({ ok: true, changed: ['content/games.json'] });
    expect(await readFile(join(out, 'content/games.json'), 'utf8')).toContain(' (nuevo)"');
  });

  it('edits in quick succession make one run, and files editors leave beside the data are ignored', async () => {
    const csv = await readFile(join(raw, 'collection-points.csv'), 'utf8');
    await writeFile(join(raw, '.collection-points.csv.swp'), 'x');
    await writeFile(join(raw, 'collection-points.csv'), csv.replace('Punto Limpio Sector Norte', 'Punto Limpio Sector Norte A'));
    await writeFile(join(raw, 'collection-points.csv'), csv.replace('Punto Limpio Sector Norte', 'Punto Limpio Sector Norte B'));
    const result = await nextResult();
    expect(result).toMatchObject({ ok: true, changed: ['collection-points.csv'] });
    expect(results).toHaveLength(1);
    expect(await readFile(join(out, 'collection-points.json'), 'utf8')).toContain('"Punto Limpio Sector Norte B"');
  });

  it('refresh() publishes edits made while nothing was watching', async () => {
    watcher?.close();
    const csv = await readFile(join(raw, 'clean-points.csv'), 'utf8');
    await writeFile(join(raw, 'clean-points.csv'), csv.replace('Punto Limpio Putre', 'Punto Limpio Putre Alto'));
    await new Promise((done) => setTimeout(done, 300));
    results = [];
    watcher = watchRawData(raw, out, (result) => results.push(result));
    watcher.refresh();
    expect(await nextResult()).toMatchObject({ ok: true, changed: ['raw-data/'] });
    expect(await readFile(join(out, 'clean-points.json'), 'utf8')).toContain('"Punto Limpio Putre Alto"');
  });
});
