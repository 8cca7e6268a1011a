import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { makeRawDir } from '../fixtures/raw.ts';
import { createAtomicSink } from '../io/write.ts';
import { runPipeline } from '../run.ts';

/**
 * Fixture cases: pipeline/fixtures/input/<case>/ holds the CSVs (the reference tables come from
 * raw-data/reference), pipeline/fixtures/output/<case>/ the expected output, byte for byte.
 * Regenerate the expected files with UPDATE_FIXTURES=1 after an intended change.
 */
const INPUT = resolve('pipeline/fixtures/input');
const OUTPUT = resolve('pipeline/fixtures/output');
const temps: string[] = [];

/** The outputs a CSV fixture is about; content and media are covered by their own tests. */
const COMPARED = ['clean-points.json', 'collection-points.json', 'report.json'];

/** report.json restricted to the CSV inputs, so media and content changes do not touch fixtures. */
function csvReport(text: string): string {
  const report = JSON.parse(text) as { findings: { file: string }[]; inputs: unknown; counts: unknown };
  const findings = report.findings.filter((finding) => finding.file.endsWith('.csv'));
  return `${JSON.stringify({ inputs: report.inputs, findings }, null, 2)}\n`;
}

async function run(inputDir: string): Promise<string> {
  const { dir, raw } = await makeRawDir('fixture-');
  temps.push(dir);
  for (const file of await readdir(inputDir)) await cp(join(inputDir, file), join(raw, file));
  const sink = createAtomicSink(join(dir, 'out'));
  await runPipeline(join(dir, 'raw'), { sink });
  await sink.commit();
  return join(dir, 'out');
}

afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('fixture cases', async () => {
  for (const name of await readdir(INPUT)) {
    it(`${name} matches its committed output`, async () => {
      const out = await run(join(INPUT, name));
      const expectedDir = join(OUTPUT, name);
      const actual = async (file: string) => {
        const text = await readFile(join(out, file), 'utf8');
        return file === 'report.json' ? csvReport(text) : text;
      };
      if (process.env.UPDATE_FIXTURES) {
        await mkdir(expectedDir, { recursive: true });
        for (const file of COMPARED) await writeFile(join(expectedDir, file), await actual(file));
      }
      expect((await readdir(expectedDir)).sort()).toEqual(COMPARED);
      for (const file of COMPARED) {
        expect(await actual(file), file).toBe(await readFile(join(expectedDir, file), 'utf8'));
      }
    });
  }
});

describe('spreadsheet encodings', () => {
  it('a Windows-1252 file with ; and CRLF gives the same records as its UTF-8 twin', async () => {
    const source = join(INPUT, 'defects');
    const twinDir = await mkdtemp(join(tmpdir(), 'twin-'));
    temps.push(twinDir);
    for (const file of ['clean-points.csv', 'collection-points.csv']) {
      const text = await readFile(join(source, file), 'utf8');
      // Re-delimit with ; (fields holding ; or quotes are quoted), CRLF, then Windows-1252 bytes
      // (latin1 and Windows-1252 agree on every Spanish letter).
      const rows = parse(text) as string[][];
      const quote = (cell: string) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
      const body = rows.map((row) => row.map(quote).join(';')).join('\r\n');
      await writeFile(join(twinDir, file), Buffer.from(`${body}\r\n`, 'latin1'));
    }
    const [utf8Out, cp1252Out] = await Promise.all([run(source), run(twinDir)]);
    for (const file of ['clean-points.json', 'collection-points.json']) {
      expect(await readFile(join(cp1252Out, file), 'utf8'), file).toBe(await readFile(join(utf8Out, file), 'utf8'));
    }
    const report = JSON.parse(await readFile(join(cp1252Out, 'report.json'), 'utf8')) as { inputs: { encoding: string; delimiter: string }[] };
    expect(report.inputs.map((input) => [input.encoding, input.delimiter])).toEqual([
      ['windows-1252', ';'],
      ['windows-1252', ';'],
    ]);
  });
});
