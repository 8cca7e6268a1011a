import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { padded, withLongCell, withTwoSplitRows } from '../fixtures/costly-exports.ts';
import { makeRawDir } from '../fixtures/raw.ts';
import { BuildSummarySchema } from '../schema/build-summary.ts';
import { spawnPipeline } from '../spawn.ts';

/**
 * The CLI on the files that once cost more than their size: every row of an export with 20,000
 * empty fields beyond the header (Excel's padding), two of them with a delimiter too many, and a
 * clean-points file with one 2.5 MB cell. Each run is a real process with the heap the CLI is given
 * (192 MB), and ends, cleanly, well inside the cap below: a generous bound that tells a hang from a
 * run, not a speed goal (`npm run bench` measures the speed: tools/bench/pipeline.ts).
 */
const CAP_MS = 90_000;

/** Two raw folders with the same rows: `plain` as the sample export has them, `raw` padded. */
let dirs: string[] = [];
let dir: string;
let plain: string;
let raw: string;

beforeAll(async () => {
  const first = await makeRawDir('pipeline-cost-');
  const second = await makeRawDir('pipeline-cost-padded-');
  dirs = [first.dir, second.dir];
  [dir, plain, raw] = [first.dir, first.raw, second.raw];
  const collection = withTwoSplitRows(await readFile('raw-data/collection-points.csv', 'utf8'));
  const cleanPoints = await readFile('raw-data/clean-points.csv', 'utf8');
  await writeFile(join(plain, 'collection-points.csv'), collection);
  await writeFile(join(plain, 'clean-points.csv'), cleanPoints);
  await writeFile(join(raw, 'collection-points.csv'), padded(collection));
  await writeFile(join(raw, 'clean-points.csv'), cleanPoints);
});

afterAll(() => Promise.all(dirs.map((folder) => rm(folder, { recursive: true, force: true }))));

/** The CLI in its own process, killed past the cap (a hang fails the test with the signal, never waits on). */
function run(args: string[]) {
  return Promise.race([
    spawnPipeline(args),
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`the pipeline ran past ${CAP_MS / 1000} s`)), CAP_MS).unref()),
  ]);
}

describe('a file costs what its size does', () => {
  it(
    'reads an export whose every row carries 20,000 empty fields beyond the header as the same rows without them',
    async () => {
      const wide = await run(['build', '--json', '--raw', raw, '--out', join(dir, 'out-padded')]);
      expect([wide.code, wide.signal], wide.stderr).toEqual([0, null]);
      expect((await run(['build', '--raw', plain, '--out', join(dir, 'out-plain')])).code).toBe(0);
      const summary = BuildSummarySchema.parse(JSON.parse(wide.stdout));
      if (!('inputs' in summary)) throw new Error(wide.stdout);
      expect(summary.inputs.find((input) => input.file === 'collection-points.csv')).toMatchObject({ rows: 431, leftOut: 0 });
      expect(summary.counts.byCode['fields-beyond-header-empty']).toBe(1);
      // The two rows with a delimiter too many are mended as they are without the padding.
      expect(summary.counts.byCode['row-fields-joined']).toBe(2);
      // Every record the same, but the line each mended row's finding shows as written, which has the padding.
      const published = async (out: string) =>
        (await readFile(join(dir, out, 'collection-points.json'), 'utf8')).replace(
          /("code":"row-fields-joined","severity":"warning","raw":")(?:[^"\\]|\\.)*"/g,
          '$1…"',
        );
      const [paddedOut, bare] = [await published('out-padded'), await published('out-plain')];
      expect(paddedOut).toContain('"code":"row-fields-joined"');
      expect(paddedOut).toBe(bare);
    },
    CAP_MS * 2,
  );

  it(
    'stops a clean-points file with a 2.5 MB cell where the record crosses 1 MB, naming the file and its line',
    async () => {
      await writeFile(join(raw, 'clean-points.csv'), withLongCell(await readFile('raw-data/clean-points.csv', 'utf8')));
      const result = await run(['build', '--raw', raw, '--out', join(dir, 'out-long')]);
      expect([result.code, result.signal]).toEqual([1, null]);
      expect(result.stderr).toContain('clean-points.csv:6: la fila que empieza aquí supera 1 MB');
      expect(result.stderr).not.toMatch(/\bat .+:\d+:\d+\)/);
    },
    CAP_MS * 2,
  );
});
