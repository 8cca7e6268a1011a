import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import type { InputError } from '../io/input-error.ts';
import { loadCorrections } from './corrections-file.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const HEADER = 'archivo,id,campo,valor_en_export,valor_corregido,motivo';

async function withFile(content: string | Buffer | null): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'corrections-'));
  dirs.push(dir);
  if (content !== null) await writeFile(join(dir, 'corrections.csv'), content);
  return dir;
}

async function problems(content: string): Promise<string[]> {
  const error = (await loadCorrections(await withFile(content)).catch((e: unknown) => e)) as InputError;
  return error.lines();
}

describe('loadCorrections', () => {
  it('no file, an empty file or only the header: no corrections', async () => {
    expect(await loadCorrections(await withFile(null))).toEqual([]);
    expect(await loadCorrections(await withFile(''))).toEqual([]);
    expect(await loadCorrections(await withFile(`${HEADER}\n`))).toEqual([]);
  });

  it('reads each line with its line number; ids trimmed, values as written', async () => {
    const text = `${HEADER}\ncollection-points, 425 ,contacto,  8765 4321,+56 9 8765 4321,confirmado\n\nclean-points,cp-0000000a,omitir,,,duplicado\n`;
    expect(await loadCorrections(await withFile(text))).toEqual([
      {
        archivo: 'collection-points',
        id: '425',
        campo: 'contacto',
        valor_en_export: '  8765 4321',
        valor_corregido: '+56 9 8765 4321',
        motivo: 'confirmado',
        file: 'corrections.csv',
        line: 2,
      },
      {
        archivo: 'clean-points',
        id: 'cp-0000000a',
        campo: 'omitir',
        valor_en_export: '',
        valor_corregido: '',
        motivo: 'duplicado',
        file: 'corrections.csv',
        line: 4,
      },
    ]);
  });

  it('reads corrections kept as a workbook, each with its sheet; a number typed in valor_en_export reads as its digits', async () => {
    const dir = await withFile(null);
    const book = XLSX.utils.book_new();
    const rows = [HEADER.split(','), ['collection-points', 425, 'contacto', 87654321, '+56 9 8765 4321', 'confirmado']];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Correcciones');
    await writeFile(join(dir, 'corrections.xlsx'), XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(await loadCorrections(dir)).toEqual([
      {
        archivo: 'collection-points',
        id: '425',
        campo: 'contacto',
        valor_en_export: '87654321',
        valor_corregido: '+56 9 8765 4321',
        motivo: 'confirmado',
        file: 'corrections.xlsx',
        sheet: 'Correcciones',
        line: 2,
      },
    ]);
    // Both a CSV and a workbook of corrections: which one is current cannot be known.
    await writeFile(join(dir, 'corrections.csv'), `${HEADER}\n`);
    await expect(loadCorrections(dir)).rejects.toThrow('hay 2 archivos para los mismos datos: corrections.csv, corrections.xlsx');
  });

  it('reads a file saved by a spreadsheet program: semicolons, CRLF, Windows-1252', async () => {
    const text = `${HEADER.replace(/,/g, ';')}\r\ncollection-points;7;comuna;Nunoa;Ñuñoa;tilde perdida\r\n`;
    const [only] = await loadCorrections(await withFile(Buffer.from(text, 'latin1')));
    expect(only).toMatchObject({ campo: 'comuna', valor_corregido: 'Ñuñoa', motivo: 'tilde perdida' });
  });

  it('names every problem with its line and field, all at once', async () => {
    const text = [
      HEADER,
      'puntos,1,name,a,b,m',
      'collection-points,1,nombre,a,b,m',
      'collection-points,,name,a,b,m',
      'collection-points,1,name,a,b,',
      'collection-points,2,omitir,x,,m',
      'collection-points,1,id,1,2,m',
      'clean-points,cp-1,contacto,1,2,m',
    ].join('\n');
    expect(await problems(text)).toEqual([
      'corrections.csv:2 archivo: archivo debe ser clean-points o collection-points',
      'corrections.csv:3 campo: campo desconocido "nombre" en collection-points; se esperan: type, region, comuna, name, addres, coordinates, lat, lng, dias, horarios, operacion, empresa, puntoExtra, supervisor, contacto, correo, datum u omitir',
      'corrections.csv:4 id: falta el id del registro',
      'corrections.csv:5 motivo: falta el motivo (la razón de la corrección)',
      'corrections.csv:6 valor_en_export: con campo "omitir" esta columna va vacía',
      'corrections.csv:7 campo: campo desconocido "id" en collection-points; se esperan: type, region, comuna, name, addres, coordinates, lat, lng, dias, horarios, operacion, empresa, puntoExtra, supervisor, contacto, correo, datum u omitir',
      'corrections.csv:8 campo: campo desconocido "contacto" en clean-points; se esperan: comuna, region, name, addres, image, lat, lng, datum u omitir',
    ]);
  });

  it('refuses two lines for the same record and field, and a single bad line alone', async () => {
    expect(
      await problems(
        `${HEADER}\ncollection-points,1,lat,0,-38,m\ncollection-points,1,lat,0,-39,m\ncollection-points,1,omitir,,,m\ncollection-points,1,omitir,,,n\n`,
      ),
    ).toEqual([
      'corrections.csv:3 campo: repetida: la línea 2 ya corrige lat de 1; deje una sola',
      'corrections.csv:5 campo: repetida: la línea 4 ya omite 1; deje una sola',
    ]);
    expect(await problems(`${HEADER}\ncollection-points,1,lat,0,-38,\n`)).toEqual(['corrections.csv:2 motivo: falta el motivo (la razón de la corrección)']);
  });

  it("a wrong header is the reader's error, named", async () => {
    expect(await problems('archivo,id,campo,valor,motivo\n')).toEqual([
      'corrections.csv:1 valor_en_export: falta la columna "valor_en_export", "valor_corregido"; el encabezado más parecido (línea 1) tiene archivo, id, campo, motivo y "valor"; se esperan: archivo, id, campo, valor_en_export, valor_corregido, motivo',
    ]);
  });
});
