import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve('tools/sample-data/generate.ts');
const sampleData = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { encoding: 'utf8', timeout: 60_000 });

let out: string;
beforeEach(async () => {
  out = await mkdtemp(join(tmpdir(), 'sample-data-'));
});
afterEach(() => rm(out, { recursive: true, force: true }));

describe('npm run sample-data', () => {
  it('writes the two sample exports, the same bytes as the committed ones', async () => {
    const run = sampleData('--out', out);
    expect(run.status).toBe(0);
    for (const file of ['clean-points.csv', 'collection-points.csv'])
      expect(await readFile(join(out, file), 'utf8')).toBe(await readFile(resolve('raw-data', file), 'utf8'));
  });

  it('never replaces an export that says something else without --force: it names it and writes nothing', async () => {
    await writeFile(join(out, 'collection-points.csv'), 'id,type\n1,exportación real\n');
    const refused = sampleData('--out', out);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('collection-points.csv');
    expect(refused.stderr).toContain('--force');
    expect(await readFile(join(out, 'collection-points.csv'), 'utf8')).toBe('id,type\n1,exportación real\n');
    await expect(readFile(join(out, 'clean-points.csv'))).rejects.toThrow();

    const forced = sampleData('--out', out, '--force');
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain('Reemplazados (--force)');
    expect(await readFile(join(out, 'collection-points.csv'), 'utf8')).toBe(await readFile(resolve('raw-data/collection-points.csv'), 'utf8'));
  });

  it('runs again over its own output without --force (nothing to lose)', () => {
    expect(sampleData('--out', out).status).toBe(0);
    expect(sampleData('--out', out).status).toBe(0);
  });
});
