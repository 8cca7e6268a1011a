import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffDelimiter, Utf8Census } from './decode.ts';
import { InputError } from './input-error.ts';
import { type CsvInfo, readCsv } from './read-csv.ts';

const COLUMNS = ['comuna', 'region', 'name'] as const;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'read-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function read(name: string, content: string | Buffer, columns: readonly string[] = COLUMNS) {
  const path = join(dir, name);
  await writeFile(path, content);
  const info: Partial<CsvInfo> = {};
  const rows: { line: number; values: Record<string, string> }[] = [];
  const findings: { line: number; code: string; field: string }[] = [];
  for await (const row of readCsv(path, name, columns, info)) {
    rows.push({ line: row.line, values: row.values });
    for (const finding of row.findings) findings.push({ line: row.line, code: finding.code, field: finding.field });
  }
  return { rows, info, findings };
}

async function failure(name: string, content: string | Buffer): Promise<string> {
  try {
    await read(name, content);
  } catch (error) {
    if (error instanceof InputError) return error.format();
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('encoding and delimiter detection', () => {
  const utf8 = 'comuna,region,name\nÑuñoa,RM,Punto Limpio Ñuñoa\nConcepción,BIOBIO,"Punto, con coma"\n';

  it('reads UTF-8 with a comma', async () => {
    const { rows, info } = await read('utf8.csv', utf8);
    expect(info).toMatchObject({ encoding: 'utf-8', delimiter: ',', rows: 2 });
    expect(rows).toEqual([
      { line: 2, values: { comuna: 'Ñuñoa', region: 'RM', name: 'Punto Limpio Ñuñoa' } },
      { line: 3, values: { comuna: 'Concepción', region: 'BIOBIO', name: 'Punto, con coma' } },
    ]);
  });

  it('gives the same records from a Windows-1252 file with ; and CRLF', async () => {
    const twin = Buffer.from(utf8.replace(/,(?=[^"]*(?:"[^"]*"[^"]*)*$)/gm, ';').replace(/\n/g, '\r\n'), 'latin1');
    const a = await read('a.csv', utf8);
    const b = await read('b.csv', twin);
    expect(b.info).toMatchObject({ encoding: 'windows-1252', delimiter: ';' });
    expect(b.rows).toEqual(a.rows);
  });

  it('strips a UTF-8 BOM and matches headers ignoring case and spaces', async () => {
    const { rows, info } = await read('bom.csv', `\uFEFF COMUNA , Region,NAME\nArica,ARICA,Punto\n`);
    expect(info.encoding).toBe('utf-8-bom');
    expect(rows[0]?.values).toEqual({ comuna: 'Arica', region: 'ARICA', name: 'Punto' });
  });

  it('maps columns by name, whatever their order', async () => {
    const { rows } = await read('order.csv', 'name,comuna,region\nPunto,Arica,ARICA\n');
    expect(rows[0]?.values).toEqual({ comuna: 'Arica', region: 'ARICA', name: 'Punto' });
  });

  it('counts the line a row starts on across quoted newlines and blank lines', async () => {
    const { rows, info } = await read('lines.csv', 'comuna,region,name\r\n"Arica\r\nnorte",ARICA,a\r\n\r\nIquique,TARAPACA,b\r\n,,\r\n');
    expect(rows.map((row) => row.line)).toEqual([2, 5]);
    expect(info).toMatchObject({ rows: 2, blankRows: 1 });
  });

  it('keeps exact lines and cells across many chunks, quoted newlines, quotes and CRLF', async () => {
    const expected: { line: number; values: Record<string, string> }[] = [];
    let text = 'comuna,region,name\r\n';
    let line = 2;
    for (let i = 0; i < 8000; i++) {
      const name = i % 7 === 0 ? `Punto "${i}"\nsegunda línea\r\ntercera` : i % 5 === 0 ? `Punto, ${i}` : `Punto ${i}`;
      const quoted = /[",\n\r]/.test(name) ? `"${name.replace(/"/g, '""')}"` : name;
      expected.push({ line, values: { comuna: `Comuna ${i}`, region: 'RM', name: name.replace(/\r\n/g, '\n') } });
      text += `Comuna ${i},RM,${quoted}\r\n`;
      line += 1 + (name.match(/\r\n|\n/g)?.length ?? 0);
      if (i % 1000 === 999) {
        text += '\r\n';
        line++;
      }
    }
    expect(text.length).toBeGreaterThan(3 * 64 * 1024);
    const { rows, info } = await read('chunks.csv', text);
    expect(rows).toEqual(expected);
    expect(info.rows).toBe(8000);
  });

  it('detects the delimiter outside quotes only', () => {
    expect(sniffDelimiter('"a;b;c",d,e\n')).toBe(',');
    expect(sniffDelimiter('a;b;"c,d"\n')).toBe(';');
    expect(sniffDelimiter('a\tb\tc\n')).toBe('\t');
  });

  it('counts UTF-8 sequences cut between two chunks once, as valid', () => {
    const bytes = Buffer.from('Ñuñoa', 'utf8');
    for (let cut = 0; cut <= bytes.length; cut++) {
      const census = new Utf8Census();
      census.add(bytes.subarray(0, cut));
      census.add(bytes.subarray(cut));
      census.end();
      expect([census.valid, census.invalid]).toEqual([2, 0]);
    }
    const broken = new Utf8Census();
    broken.add(Buffer.from([0x4e, 0xf1, 0x6f]));
    broken.add(Buffer.from([0xc3]));
    broken.end();
    expect([broken.valid, broken.invalid]).toEqual([0, 2]);
  });
});

describe('inputs unusable as a whole', () => {
  it.each([
    ['a missing column', 'comuna,region\nArica,ARICA\n', 'missing.csv:1 name: falta la columna "name"'],
    ['an unknown column', 'comuna,region,name,color\nA,B,C,D\n', 'unknown.csv:1 color: columna desconocida "color"'],
    ['a ragged row', 'comuna,region,name\nA,B,C\nA,B\n', 'ragged.csv:3: la fila no tiene el mismo número de columnas'],
    ['an unclosed quote', 'comuna,region,name\nA,B,C\n"A,B,C\nD,E,F\n', 'quote.csv:3: comillas sin cerrar'],
    ['an empty file', '', 'empty.csv: el archivo está vacío'],
    ['a header only', 'comuna,region,name\n', null],
  ])('%s', async (_label, content, expected) => {
    const name = (expected ?? 'header.csv').split(/[:]/)[0] ?? 'x.csv';
    if (expected === null) {
      const { rows } = await read(name, content);
      expect(rows).toEqual([]);
      return;
    }
    expect(await failure(name, content)).toContain(expected);
  });

  it('refuses binary garbage, naming a line', async () => {
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    expect(await failure('garbage.bin', garbage)).toMatch(/^garbage\.bin:\d+ ?[^:]*: /);
  });

  it('says so when the file is an Excel workbook, not a CSV', async () => {
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    expect(await failure('libro.csv', xlsx)).toContain('libro.csv: el archivo es un libro de Excel');
  });

  it('refuses a missing file', async () => {
    await expect(readCsv(join(dir, 'nope.csv'), 'nope.csv', COLUMNS).next()).rejects.toThrow('no existe el archivo');
  });

  it('refuses a field with text after its closing quote', async () => {
    expect(await failure('closing.csv', 'comuna,region,name\nA,B,C\nA,"B"x,C\n')).toContain('closing.csv:3: comillas mal cerradas');
    // The same far from the end of a large file.
    const long = `comuna,region,name\nA,B,C\nA,"B"x,C\n${'Arica,ARICA,Punto\n'.repeat(20_000)}`;
    expect(await failure('closing-long.csv', long)).toContain('closing-long.csv:3: comillas mal cerradas');
  });

  it('empties an over-long cell with a finding and keeps the row', async () => {
    const { rows, findings } = await read('big-cell.csv', `comuna,region,name\nA,B,"${'x'.repeat(20_000)}"\nC,D,E\n`);
    expect(rows).toEqual([
      { line: 2, values: { comuna: 'A', region: 'B', name: '' } },
      { line: 3, values: { comuna: 'C', region: 'D', name: 'E' } },
    ]);
    expect(findings).toEqual([{ line: 2, code: 'cell-too-large', field: 'name' }]);
  });

  it('stops at a line too long to be a row, naming it', async () => {
    const giant = `comuna,region,name\nA,B,C\nA,B,"${'x'.repeat(300_000)}"\n`;
    expect(await failure('giant.csv', giant)).toMatch(/^giant\.csv:3: la línea supera 256 KB/);
  });

  it('stops at a quoted cell that runs over many lines, naming the line it starts on', async () => {
    const runaway = `comuna,region,name\nA,B,C\nA,B,"${'x\n'.repeat(600_000)}"\n`;
    expect(await failure('runaway.csv', runaway)).toMatch(/^runaway\.csv:3: la fila que empieza aquí supera 1 MB/);
  });
});
