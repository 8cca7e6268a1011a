import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAtomicSink, JsonArrayWriter, type Output } from './write.ts';

/** An output that keeps what it was given, and a copy of it taken when it was given. */
function memoryOutput() {
  const given: (string | Uint8Array)[] = [];
  const copies: Buffer[] = [];
  const output: Output = {
    async write(data) {
      given.push(data);
      copies.push(Buffer.from(typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data)));
    },
  };
  const text = (parts: (string | Uint8Array)[]) =>
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : part))).toString('utf8');
  return { output, given: () => text(given), copies: () => text(copies), writes: () => given.length };
}

async function writeAll(records: unknown[], chunkBytes?: number) {
  const memory = memoryOutput();
  const writer = new JsonArrayWriter(memory.output, chunkBytes);
  for (const record of records) {
    const pending = writer.add(record);
    if (pending) await pending;
  }
  expect(await writer.end()).toBe(records.length);
  return memory;
}

const expected = (records: unknown[]) => (records.length === 0 ? '[]\n' : `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);

describe('JsonArrayWriter', () => {
  it('writes an empty array', async () => {
    expect((await writeAll([])).given()).toBe('[]\n');
  });

  it('writes one record per line, accents and emoji as UTF-8, across many small chunks', async () => {
    const records = Array.from({ length: 500 }, (_, i) => ({ id: String(i), comuna: i % 3 ? 'Ñuñoa' : 'Concón 😀', n: i / 7 }));
    for (const chunk of [16, 64, 100, 4096]) {
      const memory = await writeAll(records, chunk);
      expect(memory.given()).toBe(expected(records));
      // What was handed over was never overwritten afterwards.
      expect(memory.copies()).toBe(memory.given());
    }
  });

  it('writes a record larger than a chunk on its own, in order', async () => {
    const records = [{ a: 1 }, { big: 'é'.repeat(5000) }, { b: 2 }, { big: 'x'.repeat(300) }];
    const memory = await writeAll(records, 256);
    expect(memory.given()).toBe(expected(records));
    expect(memory.copies()).toBe(memory.given());
  });

  it('fills a chunk to its end when the exact UTF-8 length fits', async () => {
    // 20 records of 10 bytes each ("[\n" or ",\n" and 8 bytes of JSON) in chunks of 50: 4 full chunks.
    const records = Array.from({ length: 20 }, (_, i) => `ab${String(i).padStart(2, '0')}ñ`);
    const memory = await writeAll(records, 50);
    expect(memory.given()).toBe(expected(records));
    expect(memory.writes()).toBe(4 + 1);
  });
});

describe('createAtomicSink', () => {
  it('a commit takes away what an earlier run published in the folders it writes, and nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sink-'));
    try {
      const out = join(dir, 'generated');
      await mkdir(join(out, 'media/courses'), { recursive: true });
      await writeFile(join(out, 'media/courses/old-poster.svg'), '<svg/>');
      await writeFile(join(out, 'media/keep.svg'), '<svg/>');
      await writeFile(join(out, 'report.html'), '<html></html>');
      const sink = createAtomicSink(out);
      await (await sink.open('media/keep.svg')).write('<svg id="new"/>');
      await (await sink.open('report.json')).write('{}');
      expect(await sink.commit()).toEqual(['media/keep.svg', 'report.json']);
      expect((await readdir(out, { recursive: true })).sort()).toEqual(['media', 'media/keep.svg', 'report.html', 'report.json']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
