import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A throwaway raw folder for tests: the real reference tables, content and media from
 * raw-data/, and whatever CSVs the test writes into it.
 */
export async function makeRawDir(prefix: string): Promise<{ dir: string; raw: string }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const raw = join(dir, 'raw');
  for (const folder of ['reference', 'content', 'media']) {
    await cp(resolve('raw-data', folder), join(raw, folder), { recursive: true });
  }
  return { dir, raw };
}
