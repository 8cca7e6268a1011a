import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../fixtures/random.ts';
import { makeRawDir } from '../fixtures/raw.ts';
import { InputError } from '../io/input-error.ts';
import { buildInto } from '../run.ts';
import type { ReportSummary } from '../schema/report.ts';

/**
 * Seeded fuzzing of the sample exports: each case damages one of the two CSVs the way files get
 * damaged (bytes flipped, cut short, stray quotes, cells from a Windows-1252 file, huge cells,
 * header columns removed or repeated, NUL bytes, other line endings, UTF-16, blank lines) and
 * runs the same build as the CLI. Whatever the damage: the run either succeeds with every row
 * accounted for (rows = records + duplicates + omitted + left out + skipped) and no control
 * character in any value, or stops with an InputError naming the file (the CLI's exit 1, no
 * stack trace) and leaves the output folder exactly as it was. Any other exception fails the test.
 */
const FILES = ['collection-points.csv', 'clean-points.csv'] as const;
const CASES = 48;

let dir: string;
let raw: string;
let out: string;
const samples = new Map<string, Buffer>();

beforeAll(async () => {
  ({ dir, raw } = await makeRawDir('fuzz-'));
  out = join(dir, 'out');
  // The first 120 lines of each sample: every kind of cell the sample has, at a third of the cost
  // of a whole build of it (each case is a whole build).
  for (const file of FILES) {
    const lines = (await readFile(resolve('raw-data', file))).toString('utf8').split('\n');
    samples.set(file, Buffer.from(`${lines.slice(0, 120).join('\n')}\n`, 'utf8'));
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every file under the folder with its bytes. */
async function snapshot(folder: string): Promise<Map<string, string>> {
  const entries = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const files = await Promise.all(
    entries.map(async (entry) => [join(entry.parentPath, entry.name), (await readFile(join(entry.parentPath, entry.name))).toString('base64')] as const),
  );
  return new Map(files.sort(([a], [b]) => (a < b ? -1 : 1)));
}

const lines = (bytes: Buffer) => bytes.toString('latin1').split('\n');
const join1252 = (parts: string[]) => Buffer.from(parts.join('\n'), 'latin1');

type Mutation = (bytes: Buffer, rng: Rng) => Buffer;

const MUTATIONS: Readonly<Record<string, Mutation>> = {
  'bytes flipped': (bytes, rng) => {
    const copy = Buffer.from(bytes);
    for (let k = rng.int(1, 30); k > 0; k--) copy[rng.int(0, copy.length - 1)] = rng.int(0, 255);
    return copy;
  },
  'cut short': (bytes, rng) => bytes.subarray(0, rng.int(1, bytes.length - 1)),
  'stray quotes': (bytes, rng) => {
    const text = bytes.toString('latin1').split('');
    for (let k = rng.int(1, 4); k > 0; k--) text.splice(rng.int(0, text.length), 0, '"');
    return Buffer.from(text.join(''), 'latin1');
  },
  'Windows-1252 cells in a UTF-8 file': (bytes, rng) => {
    const rows = bytes.toString('utf8').split('\n');
    return Buffer.concat(
      rows.map((row, i) => Buffer.from(`${i > 0 ? '\n' : ''}${row}`, i > 0 && rng.chance(0.2) && /^[\x00-\xff]*$/.test(row) ? 'latin1' : 'utf8')),
    );
  },
  'a huge cell': (bytes, rng) => {
    const rows = lines(bytes);
    const at = rng.int(1, rows.length - 2);
    rows[at] = `${rows[at]?.replace(/,/, `,"${'x'.repeat(rng.int(5_000, 400_000))}`)}`;
    return join1252(rows);
  },
  'a header column removed': (bytes, rng) => {
    const rows = lines(bytes);
    const header = (rows[0] ?? '').split(',');
    header.splice(rng.int(0, header.length - 1), 1);
    rows[0] = header.join(',');
    return join1252(rows);
  },
  'a header column repeated': (bytes, rng) => {
    const rows = lines(bytes);
    const header = (rows[0] ?? '').split(',');
    header.push(header[rng.int(0, header.length - 1)] ?? 'id');
    rows[0] = header.join(',');
    return join1252(rows);
  },
  'NUL bytes': (bytes, rng) => {
    const parts: Buffer[] = [];
    let from = 0;
    for (let k = rng.int(1, 10); k > 0; k--) {
      const at = rng.int(from, bytes.length);
      parts.push(bytes.subarray(from, at), Buffer.from([0]));
      from = at;
    }
    parts.push(bytes.subarray(from));
    return Buffer.concat(parts);
  },
  'line endings mixed': (bytes, rng) => join1252(lines(bytes).map((row) => row + rng.pick(['', '\r', '\r\r']))),
  'UTF-16 with a BOM': (bytes) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(bytes.toString('utf8'), 'utf16le')]),
  'blank lines and lines of spaces': (bytes, rng) =>
    join1252(lines(bytes).flatMap((row, i) => (i > 0 && rng.chance(0.1) ? [rng.pick(['', '   ', '\t', ',,,,']), row] : [row]))),
  'Excel columns with no name': (bytes) => join1252(lines(bytes).map((row, i) => (row === '' ? row : `${row}${i === 0 ? ',,' : ',,'}`))),
};

/** Strings anywhere in a JSON value. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item);
}

describe('fuzzed exports', () => {
  it(`${CASES} damaged exports: a clean success or an InputError, never a half-written output`, async () => {
    for (const file of FILES) await writeFile(join(raw, file), samples.get(file) as Buffer);
    await buildInto(raw, out);
    const rng = createRng(20261126);
    const names = Object.keys(MUTATIONS);
    const outcomes: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const name = names[i % names.length] as string;
      const file = rng.pick(FILES);
      for (const each of FILES) await writeFile(join(raw, each), samples.get(each) as Buffer);
      await writeFile(join(raw, file), (MUTATIONS[name] as Mutation)(samples.get(file) as Buffer, rng));
      const before = await snapshot(out);
      let report: ReportSummary | null = null;
      const started = performance.now();
      try {
        ({ report } = await buildInto(raw, out));
      } catch (error) {
        if (!(error instanceof InputError)) throw new Error(`${name} en ${file}: ${String((error as Error).stack ?? error)}`);
        expect(error.file, `${name}: ${error.format()}`).toMatch(/\.csv$|^reference\//);
        expect(await snapshot(out), `${name}: la carpeta de salida cambió tras ${error.format()}`).toEqual(before);
        expect((await readdir(dir)).filter((entry) => entry.includes('staging'))).toEqual([]);
        outcomes.push(`${name}: ${error.format().slice(0, 80)}`);
        continue;
      }
      outcomes.push(`${name}: escrito ${Math.round(performance.now() - started)} ms`);
      for (const input of report.inputs) {
        expect(input.rows, `${name} ${input.file}`).toBe(input.records + input.duplicates + input.omitted + input.leftOut + input.skipped);
      }
      for (const output of ['clean-points.json', 'collection-points.json']) {
        for (const text of strings(JSON.parse(await readFile(join(out, output), 'utf8')))) {
          expect(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(text), `${name}: ${JSON.stringify(text)}`).toBe(false);
        }
      }
    }
    if (process.env.FUZZ_LOG) console.log(outcomes.join('\n'));
    // Both endings happen, so both paths were tried.
    expect(outcomes.some((o) => o.includes(': escrito'))).toBe(true);
    expect(outcomes.some((o) => !o.includes(': escrito'))).toBe(true);
  }, 360_000);

  it('cells pasted from a Windows-1252 file read as the same text, each reported, the rest untouched', async () => {
    const sample = (samples.get('collection-points.csv') as Buffer).toString('utf8').split('\n');
    const pasted = new Set<number>();
    const bytes = Buffer.concat(
      sample.map((row, i) => {
        const latin = i > 0 && i % 7 === 0 && /[^\x00-\x7f]/.test(row) && /^[\x00-\xff]*$/.test(row);
        if (latin) pasted.add(i + 1);
        return Buffer.from(`${row}${i < sample.length - 1 ? '\n' : ''}`, latin ? 'latin1' : 'utf8');
      }),
    );
    for (const each of FILES) await writeFile(join(raw, each), samples.get(each) as Buffer);
    await buildInto(raw, out);
    const clean = await readFile(join(out, 'collection-points.json'), 'utf8');
    await writeFile(join(raw, 'collection-points.csv'), bytes);
    const reported = new Set<number>();
    await buildInto(raw, out, { onFinding: (finding) => finding.code === 'encoding-mixed' && reported.add(finding.line) });
    expect(pasted.size).toBeGreaterThan(5);
    expect(reported).toEqual(pasted);
    const strip = (text: string) => JSON.parse(text, (key, value: unknown) => (key === 'findings' ? [] : value)) as unknown;
    expect(strip(await readFile(join(out, 'collection-points.json'), 'utf8'))).toEqual(strip(clean));
  }, 180_000);
});
