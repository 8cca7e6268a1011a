import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import Papa from 'papaparse';
import { InputError } from '../errors.ts';
import { bomLength, createDecoder, type Encoding, sniffDelimiter, sniffEncoding, SNIFF_BYTES } from './decode.ts';

/** What the report says about an input file. */
export interface CsvInfo {
  /** File name as shown in messages, e.g. `clean-points.csv`. */
  file: string;
  encoding: Encoding;
  delimiter: ',' | ';' | '\t';
  /** Data rows read (header excluded, blank lines excluded). */
  rows: number;
  /** Rows whose cells are all empty (spreadsheets export them at the end); not data. */
  blankRows: number;
}

/** One data row: its cells keyed by the expected column names, and the line it starts on. */
export interface CsvRow<C extends string> {
  line: number;
  values: Record<C, string>;
}

/** Longest field accepted, in characters; a bigger one means the export is broken. */
export const MAX_FIELD_CHARS = 100_000;

/** Header names are matched ignoring case, surrounding spaces and a BOM. */
const headerKey = (name: string) => name.replace(/^\uFEFF/, '').trim().toLowerCase();

function checkHeader<C extends string>(header: string[], columns: readonly C[], file: string): C[] {
  const wanted = new Map(columns.map((column) => [headerKey(column), column]));
  const seen = new Set<string>();
  const order: C[] = [];
  header.forEach((name, index) => {
    const key = headerKey(name);
    const column = wanted.get(key);
    if (key === '' || column === undefined) {
      throw new InputError(
        `columna desconocida "${name.trim()}" (posición ${index + 1}); se esperan: ${columns.join(', ')}`,
        file,
        1,
        name.trim() || `#${index + 1}`,
      );
    }
    if (seen.has(key)) throw new InputError(`columna repetida "${name.trim()}"`, file, 1, column);
    seen.add(key);
    order.push(column);
  });
  const missing = columns.filter((column) => !seen.has(headerKey(column)));
  if (missing.length > 0) {
    throw new InputError(`falta la columna "${missing.join('", "')}"`, file, 1, missing[0] ?? null);
  }
  return order;
}

/**
 * Streams a CSV export: detects encoding (UTF-8 with or without BOM, UTF-16LE with BOM,
 * Windows-1252) and delimiter (`,`, `;`, tab), checks the header against `columns`, and
 * yields each data row with the line it starts on (line 1 is the header). `info` is
 * filled in as the file is read. Problems with the file as a whole throw InputError.
 */
export async function* readCsv<C extends string>(
  path: string,
  file: string,
  columns: readonly C[],
  info: Partial<CsvInfo> = {},
): AsyncGenerator<CsvRow<C>> {
  for await (const batch of readCsvBatches(path, file, columns, info)) yield* batch;
}

/** Adds a record's line count (1 plus the line breaks inside its quoted fields). */
function linesIn(record: readonly string[]): number {
  let lines = 1;
  for (const cell of record) {
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) lines++;
  }
  return lines;
}

/** A Papa Parse error, as the core parser reports it (`row` is the index in that call's data). */
interface ParseError {
  code: string;
  row?: number;
}

/** readCsv's rows in batches (one per chunk of the file): the pipeline's fast path. */
export async function* readCsvBatches<C extends string>(
  path: string,
  file: string,
  columns: readonly C[],
  info: Partial<CsvInfo> = {},
): AsyncGenerator<CsvRow<C>[]> {
  const stats = await stat(path).catch(() => null);
  if (!stats) throw new InputError('no existe el archivo', file);
  if (!stats.isFile()) throw new InputError('no es un archivo', file);
  if (stats.size === 0) throw new InputError('el archivo está vacío', file);

  const stream = createReadStream(path, { highWaterMark: SNIFF_BYTES });
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const first = await iterator.next();
    const firstChunk: Buffer = first.done ? Buffer.alloc(0) : first.value;
    const encoding = sniffEncoding(firstChunk, file);
    const decoder = createDecoder(encoding);
    const firstText = decoder.decode(firstChunk.subarray(bomLength(encoding)), { stream: true });
    if (firstText.trim() === '' && stats.size <= SNIFF_BYTES) throw new InputError('el archivo está vacío', file);
    const delimiter = sniffDelimiter(firstText);
    Object.assign(info, { file, encoding, delimiter, rows: 0, blankRows: 0 });

    // Papa Parse's core parser, fed chunk by chunk: each call parses the rows complete so far
    // and leaves the last, possibly cut, row for the next chunk.
    const parser = new Papa.Parser({ delimiter, newline: '\n', quoteChar: '"', escapeChar: '"' });
    let order: C[] | null = null;
    let nextLine = 1;
    let pending = '';
    // Line endings become LF before parsing (CRLF and lone CR alike) so line numbers are exact;
    // a CR at the end of a chunk waits for the next chunk in case an LF follows.
    let pendingCr = false;
    const toLf = (text: string, last: boolean) => {
      let joined = (pendingCr ? '\r' : '') + text;
      pendingCr = !last && joined.endsWith('\r');
      if (pendingCr) joined = joined.slice(0, -1);
      return joined.replace(/\r\n?/g, '\n');
    };

    const parseChunk = (text: string, last: boolean): CsvRow<C>[] => {
      const input = pending + text;
      const result = parser.parse(input, 0, !last) as { data: string[][]; errors: ParseError[]; meta: { cursor: number } };
      pending = last ? '' : input.slice(result.meta.cursor);
      const failureAt = new Map<number, string>();
      for (const error of result.errors) if (!failureAt.has(error.row ?? -1)) failureAt.set(error.row ?? -1, error.code);
      const rows: CsvRow<C>[] = [];
      result.data.forEach((record, index) => {
        const line = nextLine;
        const code = failureAt.get(index);
        if (code === 'MissingQuotes') throw unclosedQuote(line);
        if (code !== undefined) throw malformedQuote(line);
        nextLine += linesIn(record);
        if (record.length === 1 && record[0] === '') return; // an empty line
        let size = 0;
        for (const cell of record) size += cell.length;
        if (size > MAX_FIELD_CHARS) throw tooLong(line);
        if (order === null) {
          order = checkHeader(record, columns, file);
          return;
        }
        if (record.length !== order.length) {
          throw new InputError(`la fila no tiene el mismo número de columnas que el encabezado (se esperaban ${order.length}, tiene ${record.length})`, file, line);
        }
        if (record.every((cell) => cell.trim() === '')) {
          info.blankRows = (info.blankRows ?? 0) + 1;
          return;
        }
        const values = {} as Record<C, string>;
        for (let index = 0; index < order.length; index++) values[order[index] as C] = record[index] ?? '';
        info.rows = (info.rows ?? 0) + 1;
        rows.push({ line, values });
      });
      // Errors past the last complete row belong to the row still open.
      const open = result.errors.filter((error) => (error.row ?? -1) >= result.data.length);
      const badClose = open.some((error) => error.code === 'InvalidQuotes');
      if (last && open.length > 0) throw badClose ? malformedQuote(nextLine) : unclosedQuote(nextLine);
      // What is left unparsed is one row still open: past the limit, the export is broken.
      if (pending.length > MAX_FIELD_CHARS) throw badClose ? malformedQuote(nextLine) : tooLong(nextLine);
      return rows;
    };
    const unclosedQuote = (line: number) => new InputError('comillas sin cerrar: la fila que empieza aquí nunca cierra su campo entre comillas', file, line);
    const malformedQuote = (line: number) => new InputError('comillas mal cerradas en un campo (hay texto después de la comilla de cierre)', file, line);
    const tooLong = (line: number) => new InputError(`un campo supera ${MAX_FIELD_CHARS.toLocaleString('es-CL')} caracteres; el archivo parece dañado`, file, line);

    let text = firstText;
    let linesDecoded = 0;
    for (;;) {
      const rows = parseChunk(toLf(text, false), false);
      if (rows.length > 0) yield rows;
      const next = await iterator.next();
      if (next.done) break;
      linesDecoded = nextLine;
      try {
        text = decoder.decode(next.value, { stream: true });
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        throw new InputError(`bytes que no son ${encoding.toUpperCase()} cerca de la línea ${linesDecoded}; guarde el archivo como CSV UTF-8`, file, linesDecoded);
      }
    }
    let tail: string;
    try {
      tail = decoder.decode();
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      throw new InputError(`bytes que no son ${encoding.toUpperCase()} al final del archivo; guarde el archivo como CSV UTF-8`, file, nextLine);
    }
    const rows = parseChunk(toLf(tail, true), true);
    if (rows.length > 0) yield rows;
    if (order === null) throw new InputError('el archivo no tiene encabezado', file, 1);
  } finally {
    stream.destroy();
  }
}
