import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Utf8Census } from './decode.ts';
import { InputError } from './input-error.ts';
import { type CsvInfo, type CsvItem, type CsvLayout, readCsv } from './read-csv.ts';
import { MAX_READINGS, opensQuote, readingCount } from './rows.ts';

const COLUMNS = ['comuna', 'region', 'name'] as const;
type Column = (typeof COLUMNS)[number];
const PLAIN: CsvLayout<string> = { columns: COLUMNS };

/**
 * A small layout like the exports': other names for the columns, `name` as free text, and cells
 * that read when `region` is two capital letters and `n` is a number.
 */
const JUDGED: CsvLayout<string> = {
  columns: ['comuna', 'region', 'name', 'addres', 'n'],
  names: { addres: ['dirección', 'address'], name: ['nombre'], region: ['región'] },
  joinable: ['name', 'addres'],
  reads: (column, text) => text === '' || (column === 'region' ? /^[A-Z]{2}$/.test(text) : column === 'n' ? /^\d+$/.test(text) : true),
};

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'read-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function read(name: string, content: string | Buffer, layout: CsvLayout<string> = PLAIN) {
  const path = join(dir, name);
  await writeFile(path, content);
  const info: Partial<CsvInfo> = {};
  const items: CsvItem<string>[] = [];
  for await (const item of readCsv(path, name, layout, info)) items.push(item);
  const rows = items.flatMap((item) => (item.kind === 'row' ? [{ line: item.line, values: item.values }] : []));
  const findings = items.flatMap((item) =>
    item.kind === 'row'
      ? item.findings.map((f) => ({ line: item.line, code: f.code, field: f.field }))
      : [{ line: item.line, code: item.finding.code, field: item.finding.field }],
  );
  /** The lines skipped or left out: line, code, and how many rows of the file. */
  const other = items.flatMap((item) =>
    item.kind === 'skipped' || item.kind === 'left-out'
      ? [{ kind: item.kind, line: item.line, code: item.finding.code, rows: item.rows, finding: item.finding }]
      : [],
  );
  return { rows, info, findings, items, other };
}

async function failure(name: string, content: string | Buffer, layout: CsvLayout<string> = PLAIN): Promise<string> {
  try {
    await read(name, content, layout);
  } catch (error) {
    if (error instanceof InputError) return error.format();
    throw error;
  }
  throw new Error('expected an InputError');
}

const values = (comuna: string, region: string, name: string): Record<Column, string> => ({ comuna, region, name });

describe('encoding and delimiter detection', () => {
  const utf8 = 'comuna,region,name\nÑuñoa,RM,Punto Limpio Ñuñoa\nConcepción,BIOBIO,"Punto, con coma"\n';

  it('reads UTF-8 with a comma', async () => {
    const { rows, info } = await read('utf8.csv', utf8);
    expect(info).toMatchObject({ encoding: 'utf-8', delimiter: ',', headerLine: 1 });
    expect(rows).toEqual([
      { line: 2, values: values('Ñuñoa', 'RM', 'Punto Limpio Ñuñoa') },
      { line: 3, values: values('Concepción', 'BIOBIO', 'Punto, con coma') },
    ]);
  });

  it('gives the same records from a Windows-1252 file with ; and CRLF', async () => {
    const twin = Buffer.from(utf8.replace(/,(?=[^"]*(?:"[^"]*"[^"]*)*$)/gm, ';').replace(/\n/g, '\r\n'), 'latin1');
    const a = await read('a.csv', utf8);
    const b = await read('b.csv', twin);
    expect(b.info).toMatchObject({ encoding: 'windows-1252', delimiter: ';' });
    expect(b.rows).toEqual(a.rows);
  });

  it("reads Excel for Mac's CSV (Mac Roman, CR line ends), where Windows-1252 would garble every accent", async () => {
    const mac = Buffer.from([
      ...Buffer.from('comuna;region;name\rTemuco;ARAUCANIA;Parque '),
      0x84, // Ñ
      ...Buffer.from('ielol\rLa Reina;RM;Plaza Jos'),
      0x8e, // é
      ...Buffer.from(' Mar'),
      0x92, // í
      ...Buffer.from('a N'),
      0x9c, // ú
      0x96, // ñ
      ...Buffer.from('ez\r'),
    ]);
    const { rows, info } = await read('mac.csv', mac);
    expect(info).toMatchObject({ encoding: 'mac-roman', delimiter: ';' });
    expect(rows.map((row) => row.values.name)).toEqual(['Parque Ñielol', 'Plaza José María Núñez']);
  });

  it("reads Excel's CSV (MS-DOS), code page 850", async () => {
    const dos = Buffer.from([
      ...Buffer.from('comuna;region;name\r\nR'),
      0xa1,
      ...Buffer.from('o Bueno;LOS RIOS;Peque'),
      0xa4,
      ...Buffer.from('a Plaza '),
      0xa8,
      0xad,
      0x0d,
      0x0a,
    ]);
    const { rows, info } = await read('dos.csv', dos);
    expect(info.encoding).toBe('cp850');
    expect(rows[0]?.values).toEqual(values('Río Bueno', 'LOS RIOS', 'Pequeña Plaza ¿¡'));
  });

  it('keeps Windows-1252 when its reading is the Spanish one', async () => {
    const { rows, info } = await read('win.csv', Buffer.from('comuna;region;name\r\nÑuñoa;RM;José María Núñez ¿sí?\r\n', 'latin1'));
    expect(info.encoding).toBe('windows-1252');
    expect(rows[0]?.values).toEqual(values('Ñuñoa', 'RM', 'José María Núñez ¿sí?'));
  });

  it('strips a UTF-8 BOM and matches headers ignoring case, accents and spaces', async () => {
    const { rows, info } = await read('bom.csv', `\uFEFF COMUNA , Región,NAME\nArica,ARICA,Punto\n`);
    expect(info.encoding).toBe('utf-8-bom');
    expect(rows[0]?.values).toEqual(values('Arica', 'ARICA', 'Punto'));
  });

  it('maps columns by name, whatever their order', async () => {
    const { rows } = await read('order.csv', 'name,comuna,region\nPunto,Arica,ARICA\n');
    expect(rows[0]?.values).toEqual(values('Arica', 'ARICA', 'Punto'));
  });

  it('counts the line a row starts on across quoted newlines; blank lines are skipped lines, each named', async () => {
    const { rows, other } = await read('lines.csv', 'comuna,region,name\r\n"Arica\r\nnorte",ARICA,a\r\n\r\nIquique,TARAPACA,b\r\n,,\r\n');
    expect(rows.map((row) => row.line)).toEqual([2, 5]);
    expect(other.map((item) => [item.kind, item.line, item.code])).toEqual([
      ['skipped', 4, 'line-blank'],
      ['skipped', 6, 'line-blank'],
    ]);
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
    const { rows } = await read('chunks.csv', text);
    expect(rows).toEqual(expected);
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

describe('finding the header', () => {
  const body = 'Arica;ARICA;Punto A\nPutre;ARICA;Punto B\n';

  it.each([
    ["Excel's sep= line", `sep=;\r\ncomuna;region;name\r\n${body}`, 2],
    ['a sep= line after a BOM', `\uFEFFsep=;\ncomuna;region;name\n${body}`, 2],
    ['a quoted sep= line', `"sep=;"\ncomuna;region;name\n${body}`, 2],
    ['a title and a date with a blank line', `Puntos limpios de la Región de Arica\nActualizado al 15-11-2026\n\ncomuna;region;name\n${body}`, 4],
    ['a title padded with separators', `Puntos limpios;;\ncomuna;region;name\n${body}`, 2],
    ['a row of group headings from merged cells', `Ubicación;;Nombre del lugar\ncomuna;region;name\n${body}`, 2],
  ])('under %s', async (_label, text, headerLine) => {
    const { rows, info, items } = await read(`above-${headerLine}-${text.length}.csv`, text);
    expect(info).toMatchObject({ delimiter: ';', headerLine });
    expect(rows).toEqual([
      { line: headerLine + 1, values: values('Arica', 'ARICA', 'Punto A') },
      { line: headerLine + 2, values: values('Putre', 'ARICA', 'Punto B') },
    ]);
    const notes = items.filter((item) => item.kind === 'note');
    expect(notes.map((item) => [item.line, item.finding.code])).toEqual([[1, 'lines-above-header']]);
    expect(notes[0]?.kind === 'note' && notes[0].finding.message).toContain(
      headerLine === 2 ? 'La línea 1 antes del encabezado (línea 2)' : `Las líneas 1 a ${headerLine - 1}`,
    );
  });

  it('decides the delimiter on the header, not on a title with other separators above it', async () => {
    const { rows, info } = await read('title-commas.csv', `Puntos limpios, Región de Arica, 2026\ncomuna;region;name\n${body}`);
    expect(info).toMatchObject({ delimiter: ';', headerLine: 2 });
    expect(rows).toHaveLength(2);
  });

  it('reads other names for a column, and ignores a column it does not use, each with a note', async () => {
    const { rows, items } = await read('names.csv', 'Comuna;Región;Nombre;Dirección;N;Observaciones\nArica;AR;Punto;Serrano 818;4;llamar antes\n', JUDGED);
    expect(rows).toEqual([{ line: 2, values: { comuna: 'Arica', region: 'AR', name: 'Punto', addres: 'Serrano 818', n: '4' } }]);
    const notes = items.flatMap((item) => (item.kind === 'note' ? [item.finding.message] : []));
    expect(notes).toEqual([
      'Columnas leídas con otro nombre: "Nombre" como name, "Dirección" como addres',
      'La columna "Observaciones" (posición 6) no la usa el pipeline: se ignora',
    ]);
  });

  it.each([
    [
      'a missing column',
      'comuna,region\nArica,ARICA\n',
      'missing.csv:1 name: falta la columna "name"; el encabezado más parecido (línea 1) tiene comuna, region',
    ],
    [
      'two names for one column',
      'comuna,region,name,nombre\nA,B,C,D\n',
      'twice.csv:1 name: dos columnas son la misma columna name: "name" (posición 3) y "nombre" (posición 4)',
    ],
    ['no header anywhere', 'Arica,ARICA,Punto\nPutre,ARICA,Punto\n', 'nothing.csv:1: no se encontró el encabezado'],
  ])('still stops the file on %s, naming what is missing and what was found', async (_label, text, expected) => {
    const layout: CsvLayout<string> = { columns: COLUMNS, names: { name: ['nombre'] } };
    expect(await failure(expected.split(':')[0] as string, text, layout)).toContain(expected);
  });
});

describe('one odd line costs only itself', () => {
  const header = 'comuna,region,name,addres,n\n';

  it('joins fields too many back where exactly one way reads, with a fix', async () => {
    const { rows, findings } = await read(
      'join.csv',
      `${header}Arica,AR,Punto,Serrano 818,1\nArica,Punto B,Of. 2,AR,Punto B,Las Flores 2,2\nPutre,AR,Punto C,"Aldea, 27",3\n`,
      {
        ...JUDGED,
        joinable: ['addres'],
      },
    );
    expect(rows.map((row) => row.values.addres)).toEqual(['Serrano 818', 'Aldea, 27']);
    expect(findings).toContainEqual({ line: 3, code: 'row-fields-extra', field: 'fila' });
    const joined = await read('join2.csv', `${header}Arica,AR,Punto,Serrano 818, Of. 2,1\n`, { ...JUDGED, joinable: ['addres'] });
    expect(joined.rows).toEqual([{ line: 2, values: { comuna: 'Arica', region: 'AR', name: 'Punto', addres: 'Serrano 818, Of. 2', n: '1' } }]);
    expect(joined.findings).toEqual([{ line: 2, code: 'row-fields-joined', field: 'addres' }]);
  });

  it('leaves out a row two ways of joining read (name and address side by side), showing the line and the readings', async () => {
    const { rows, items } = await read('ambiguous.csv', `${header}Arica,AR,Punto,Serrano 818, Of. 2,1\nPutre,AR,Punto B,Aldea 27,2\n`, JUDGED);
    expect(rows.map((row) => row.line)).toEqual([3]);
    const out = items.find((item) => item.kind === 'left-out');
    expect(out).toMatchObject({ line: 2, rows: 1, finding: { code: 'row-fields-extra', raw: 'Arica,AR,Punto,Serrano 818, Of. 2,1' } });
    expect(out?.kind === 'left-out' && out.finding.considered).toEqual([
      'uniendo name = "Punto,Serrano 818": el resto de la fila se lee',
      'uniendo addres = "Serrano 818, Of. 2": el resto de la fila se lee',
    ]);
  });

  it('joins two short lines that make one full row (an unquoted line break), and reads any other short row with empty cells', async () => {
    const { rows, findings } = await read(
      'split.csv',
      `${header}Arica,AR,Punto,Serrano 818\nVilla Norte,1\nPutre,AR,Punto B\nIquique,AR,Punto C,Baquedano 3,3\n`,
      JUDGED,
    );
    expect(rows).toEqual([
      { line: 2, values: { comuna: 'Arica', region: 'AR', name: 'Punto', addres: 'Serrano 818\nVilla Norte', n: '1' } },
      { line: 4, values: { comuna: 'Putre', region: 'AR', name: 'Punto B', addres: '', n: '' } },
      { line: 5, values: { comuna: 'Iquique', region: 'AR', name: 'Punto C', addres: 'Baquedano 3', n: '3' } },
    ]);
    expect(findings).toEqual([
      { line: 2, code: 'row-lines-joined', field: 'addres' },
      { line: 4, code: 'row-short', field: 'fila' },
    ]);
  });

  it('reads a quote inside an unquoted cell as written', async () => {
    const { rows, findings } = await read('quote.csv', `${header}Arica,AR,Punto,Av. "Los Leones" 1234,1\nArica,AR,"Punto ""B""",Serrano,2\n`, JUDGED);
    expect(rows.map((row) => [row.values.name, row.values.addres])).toEqual([
      ['Punto', 'Av. "Los Leones" 1234'],
      ['Punto "B"', 'Serrano'],
    ]);
    expect(findings).toEqual([]);
  });

  it('recovers after an opening quote that never closes, naming the span, however far the next quote is', async () => {
    const good = Array.from({ length: 30 }, (_, i) => `C${i},AR,P${i},"Calle ${i}, local 2",${i}`);
    const text = `${header}${good.slice(0, 5).join('\n')}\nArica,AR,Punto,"Serrano 818,9\n${good.slice(5).join('\n')}\n`;
    const { rows, other } = await read('open.csv', text, JUDGED);
    expect(rows.map((row) => row.values.name)).toEqual(good.map((_, i) => `P${i}`));
    expect(other.map((item) => [item.line, item.rows, item.finding.message])).toEqual([
      [7, 1, 'Comillas que se abren y no se cierran: la línea 7 no se puede leer y no se publica; la lectura sigue en la línea 8'],
    ]);
    // The same at the end of the file, and over a line that is no row on its own.
    const end = await read('open-end.csv', `${header}Arica,AR,Punto,"Serrano 818,1\n123,4\n`, JUDGED);
    expect(end.rows).toEqual([]);
    expect(end.other.map((item) => [item.line, item.rows])).toEqual([[2, 2]]);
  });

  it('skips a repeated header, reading the rows after it by its own order', async () => {
    const { rows, other } = await read('twice.csv', 'comuna,region,name\nArica,ARICA,A\nname,comuna,region\nB,Putre,ARICA\n');
    expect(rows).toEqual([
      { line: 2, values: values('Arica', 'ARICA', 'A') },
      { line: 4, values: values('Putre', 'ARICA', 'B') },
    ]);
    expect(other.map((item) => [item.line, item.code])).toEqual([[3, 'header-repeated']]);
  });

  it('reports every problem of a file in one pass', async () => {
    const text = `${header}Arica,AR,Punto,Serrano 818, Of. 2,1\nPutre,AR,Punto B,Aldea 27,2\nArica,AR,"Punto C,Serrano 1,3\nPutre,AR,Punto D,Aldea 28,4\nIquique,AR\nIquique,AR,Punto E,Baquedano 3,5\n`;
    const { rows, findings } = await read('three.csv', text, JUDGED);
    expect(rows.map((row) => row.values.name)).toEqual(['Punto B', 'Punto D', '', 'Punto E']);
    expect(findings.map((f) => [f.line, f.code])).toEqual([
      [2, 'row-fields-extra'],
      [4, 'row-unreadable'],
      [6, 'row-short'],
    ]);
  });

  it('does not flag the row number a data tool writes in an unnamed first column', async () => {
    const { rows, findings } = await read('index.csv', ',comuna,region,name\n0,Arica,ARICA,A\n1,Putre,ARICA,B\n', PLAIN);
    expect(rows.map((row) => row.values.name)).toEqual(['A', 'B']);
    expect(findings.map((f) => f.code)).toEqual(['unnamed-columns-ignored']);
  });
});

describe('inputs unusable as a whole', () => {
  it.each([
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

  it('refuses binary garbage as not text', async () => {
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    expect(await failure('garbage.bin', garbage)).toBe(
      'garbage.bin: el archivo no es texto (tiene muchos bytes de control): ¿es un archivo de otro programa, comprimido o dañado?',
    );
  });

  it('reads a workbook saved under the .csv name as the workbook it is, and says when it is a damaged one', async () => {
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    expect(await failure('libro.csv', xlsx)).toContain('libro.csv: el libro está dañado o incompleto');
  });

  it('refuses a missing file', async () => {
    await expect(readCsv(join(dir, 'nope.csv'), 'nope.csv', PLAIN).next()).rejects.toThrow('no existe el archivo');
  });

  it('empties an over-long cell with a finding and keeps the row', async () => {
    const { rows, findings } = await read('big-cell.csv', `comuna,region,name\nA,B,"${'x'.repeat(20_000)}"\nC,D,E\n`);
    expect(rows).toEqual([
      { line: 2, values: values('A', 'B', '') },
      { line: 3, values: values('C', 'D', 'E') },
    ]);
    expect(findings).toEqual([{ line: 2, code: 'cell-too-large', field: 'name' }]);
  });

  it('stops at a line too long to be a row, naming it', async () => {
    const giant = `comuna,region,name\nA,B,C\nA,B,"${'x'.repeat(300_000)}"\n`;
    expect(await failure('giant.csv', giant)).toMatch(/^giant\.csv:3: la línea supera 256 KB/);
  });

  it('stops at a quoted cell that runs over many lines with no row after it, naming the line it starts on', async () => {
    const runaway = `comuna,region,name\nA,B,C\nA,B,"${'x\n'.repeat(600_000)}"\n`;
    expect(await failure('runaway.csv', runaway)).toMatch(/^runaway\.csv:3: la fila que empieza aquí supera 1 MB/);
  });

  it('recovers from an open quote in a large file, where the parser stops at its size limit', async () => {
    const rows = Array.from({ length: 40_000 }, (_, i) => `Comuna ${i},RM,Punto ${i}`);
    const text = `comuna,region,name\nA,B,"C\n${rows.join('\n')}\n`;
    const { rows: read1, other } = await read('open-large.csv', text);
    expect(read1).toHaveLength(40_000);
    expect(other.map((item) => [item.line, item.code, item.rows])).toEqual([[2, 'row-unreadable', 1]]);
  });
});

describe('a file costs what its size does: Excel padding, wide rows, long cells', () => {
  const header = 'comuna,region,name,addres,n\n';
  const pad = (count: number) => ','.repeat(count);

  it('drops the empty fields Excel writes on every row beyond the header, with one note naming the rows and the column', async () => {
    const body = ['Arica,AR,Punto,Serrano 818,1', 'Putre,AR,Punto B,,2', 'Iquique,AR,Punto C,Baquedano 3,'].map((line) => `${line}${pad(20)}`).join('\n');
    const { rows, findings, items } = await read('padded.csv', `${header}${body}\n`, JUDGED);
    expect(rows.map((row) => row.values)).toEqual([
      { comuna: 'Arica', region: 'AR', name: 'Punto', addres: 'Serrano 818', n: '1' },
      { comuna: 'Putre', region: 'AR', name: 'Punto B', addres: '', n: '2' },
      { comuna: 'Iquique', region: 'AR', name: 'Punto C', addres: 'Baquedano 3', n: '' },
    ]);
    expect(findings).toEqual([{ line: 2, code: 'fields-beyond-header-empty', field: 'fila' }]);
    const note = items.find((item) => item.kind === 'note');
    expect(note?.kind === 'note' && note.finding.message).toContain(
      '3 filas traen campos vacíos después de la última columna del encabezado, hasta la columna 25 (Y)',
    );
  });

  it('in a padded file, reads a row one field wider than the others as a row with a field too many, even when its last cells are empty', async () => {
    // The name split by an unquoted comma, and the last column empty: without the other rows'
    // width, dropping the empty fields would leave the row exactly as wide as the header, shifted.
    const lines = ['Arica,AR,Punto,Serrano 818,1', 'Putre,AR,Soto, Ana,Aldea 27,', 'Iquique,AR,Punto C,Baquedano 3,3'];
    const body = lines.map((line) => `${line}${pad(20)}`).join('\n');
    const { rows, findings } = await read('shifted.csv', `${header}${body}\n`, { ...JUDGED, joinable: ['name'] });
    expect(rows.map((row) => [row.values.name, row.values.addres, row.values.n])).toEqual([
      ['Punto', 'Serrano 818', '1'],
      ['Soto, Ana', 'Aldea 27', ''],
      ['Punto C', 'Baquedano 3', '3'],
    ]);
    expect(findings).toContainEqual({ line: 3, code: 'row-fields-joined', field: 'name' });
  });

  it('in a file with no padding, keeps an empty field beyond the header as the evidence of a shift it may be', async () => {
    const { rows, other } = await read('one-more.csv', `${header}Arica,AR,Punto,Serrano 818,1\nPutre,AR,Soto, Ana,Aldea 27,\n`, JUDGED);
    expect(rows.map((row) => row.line)).toEqual([2]);
    expect(other).toMatchObject([{ kind: 'left-out', line: 3, code: 'row-fields-extra' }]);
  });

  it('leaves out a row with more readings than it judges, saying so, without enumerating them', async () => {
    const wide: CsvLayout<string> = {
      columns: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'],
      joinable: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'],
      reads: () => true,
    };
    const row = (cells: number) => Array.from({ length: cells }, (_, i) => `v${i}`).join(',');
    // Three fields too many over eleven free-text columns: 286 readings, all judged (several read).
    const three = await read('three.csv', `a,b,c,d,e,f,g,h,i,j,k\n${row(14)}\n`, wide);
    expect(three.other[0]?.finding.message).toContain('hay 286 formas de unir');
    // Four: 1,001 readings, past the 500 judged.
    const four = await read('four.csv', `a,b,c,d,e,f,g,h,i,j,k\n${row(15)}\n`, wide);
    expect(four.other).toMatchObject([{ kind: 'left-out', line: 2, code: 'row-fields-extra' }]);
    expect(four.other[0]?.finding.message).toContain('hay más de 500 formas de unir campos vecinos de texto');
    // Twenty thousand: counted, not enumerated.
    const many = await read('many.csv', `a,b,c,d,e,f,g,h,i,j,k\n${row(20_011)}\n`, wide);
    expect(many.other[0]?.finding.message).toContain('La fila tiene 20011 campos y el encabezado 11; hay más de 500 formas');
  });

  it('reads a row of a file with no padding whose 20,000 fields beyond the header are empty as written, when its cells read', async () => {
    const { rows, findings } = await read('lone-wide.csv', `${header}Arica,AR,Punto,Serrano 818,1${pad(20_000)}\nPutre,AR,Punto B,Aldea 27,2\n`, JUDGED);
    expect(rows.map((row) => row.values.name)).toEqual(['Punto', 'Punto B']);
    expect(findings).toEqual([]);
  });
});

describe('readingCount', () => {
  it('counts the ways of sharing fields too many among the joinable columns, and stops past the limit', () => {
    expect([readingCount(1, 11), readingCount(2, 11), readingCount(3, 11)]).toEqual([11, 66, 286]);
    expect(readingCount(4, 11)).toBe(Number.POSITIVE_INFINITY);
    expect(readingCount(0, 5)).toBe(1);
    expect(readingCount(2, 1)).toBe(1);
    expect(readingCount(2, 0)).toBe(0);
    expect(MAX_READINGS).toBe(500);
  });
});

describe('opensQuote (which lines of a long cell need a window read after them)', () => {
  const opens = (line: string) => opensQuote(Buffer.from(line), 44);
  it('is true only for a line whose last quoted cell runs on past its end, as csv-parse reads quotes', () => {
    expect(['"a,b', 'a,"b', 'a,"b""c', '"a"b,"c', '"'].map(opens)).toEqual([true, true, true, true, true]);
    expect(['', 'a,b', '"a,b"', '"a""b",c', 'a,b"c', 'a,Av. "Los Leones" 12', '"a"b,c', '"a",'].map(opens)).toEqual(Array(8).fill(false));
  });
});
