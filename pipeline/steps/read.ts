import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { once } from 'node:events';
import { CsvError, parse } from 'csv-parse';
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

function csvFailure(error: unknown, file: string, rowStart: number): InputError {
  if (error instanceof InputError) return error;
  if (error instanceof CsvError) {
    switch (error.code) {
      case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
        return new InputError(`la fila no tiene el mismo número de columnas que el encabezado (${error.message.replace(/^.*expect (\d+), got (\d+).*$/s, 'se esperaban $1, tiene $2')})`, file, rowStart);
      case 'CSV_QUOTE_NOT_CLOSED':
        return new InputError('comillas sin cerrar: la fila que empieza aquí nunca cierra su campo entre comillas', file, rowStart);
      case 'CSV_MAX_RECORD_SIZE':
        return new InputError(`un campo supera ${MAX_FIELD_CHARS.toLocaleString('es-CL')} caracteres; el archivo parece dañado`, file, rowStart);
      case 'CSV_INVALID_CLOSING_QUOTE':
      case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
        return new InputError('comillas mal cerradas en un campo (hay texto después de la comilla de cierre)', file, rowStart);
      default:
        return new InputError(`CSV no válido: ${error.message}`, file, rowStart);
    }
  }
  return new InputError(error instanceof Error ? error.message : String(error), file, rowStart);
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

type ParsedRecord = { record: string[]; info: { lines: number; empty_lines: number } };

/** The parser's records in the batches it has ready, without a round trip per record. */
async function* parsedBatches(parser: ReturnType<typeof parse>): AsyncGenerator<ParsedRecord[]> {
  let ended = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const signal = () => wake?.();
  parser.on('readable', signal);
  parser.once('end', () => {
    ended = true;
    signal();
  });
  parser.once('error', (error) => {
    failure = error;
    signal();
  });
  for (;;) {
    const batch: ParsedRecord[] = [];
    for (let item = parser.read() as ParsedRecord | null; item !== null; item = parser.read() as ParsedRecord | null) batch.push(item);
    if (batch.length > 0) {
      yield batch;
      continue;
    }
    if (failure !== null) throw failure;
    if (ended) return;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
    wake = null;
  }
}

/** readCsv's rows in batches (as the parser makes them available): the pipeline's fast path. */
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
  const first = await iterator.next();
  const firstChunk: Buffer = first.done ? Buffer.alloc(0) : first.value;
  const encoding = sniffEncoding(firstChunk, file);
  const decoder = createDecoder(encoding);
  const firstText = decoder.decode(firstChunk.subarray(bomLength(encoding)), { stream: true });
  if (firstText.trim() === '' && stats.size <= SNIFF_BYTES) throw new InputError('el archivo está vacío', file);
  const delimiter = sniffDelimiter(firstText);
  Object.assign(info, { file, encoding, delimiter, rows: 0, blankRows: 0 });

  const parser = parse({ delimiter, info: true, skip_empty_lines: true, max_record_size: MAX_FIELD_CHARS });
  let linesDecoded = 0;
  // Line endings become LF before parsing (CRLF and lone CR alike) so line numbers are exact;
  // a CR at the end of a chunk waits for the next chunk in case an LF follows.
  let pendingCr = false;
  const toLf = (text: string, last: boolean) => {
    let joined = (pendingCr ? '\r' : '') + text;
    pendingCr = !last && joined.endsWith('\r');
    if (pendingCr) joined = joined.slice(0, -1);
    return joined.replace(/\r\n?/g, '\n');
  };
  const pump = async () => {
    let text = toLf(firstText, false);
    try {
      for (;;) {
        linesDecoded += text.split('\n').length - 1;
        if (!parser.write(text)) await once(parser, 'drain');
        const next = await iterator.next();
        if (next.done) break;
        text = toLf(decoder.decode(next.value, { stream: true }), false);
      }
      parser.end(toLf(decoder.decode(), true));
    } catch (error) {
      const reason =
        error instanceof TypeError
          ? new InputError(`bytes que no son ${encoding.toUpperCase()} cerca de la línea ${linesDecoded + 1}; guarde el archivo como CSV UTF-8`, file, linesDecoded + 1)
          : error;
      parser.destroy(reason instanceof Error ? reason : new Error(String(reason)));
      stream.destroy();
    }
  };
  void pump();

  let order: C[] | null = null;
  let lastEnd = 0;
  let lastEmpty = 0;
  let rowStart = 1;
  try {
    for await (const items of parsedBatches(parser)) {
      const rows: CsvRow<C>[] = [];
      for (const item of items) {
        rowStart = lastEnd + 1 + (item.info.empty_lines - lastEmpty);
        lastEnd = item.info.lines;
        lastEmpty = item.info.empty_lines;
        if (order === null) {
          order = checkHeader(item.record, columns, file);
          continue;
        }
        if (item.record.every((cell) => cell.trim() === '')) {
          info.blankRows = (info.blankRows ?? 0) + 1;
          continue;
        }
        const values = {} as Record<C, string>;
        for (let index = 0; index < order.length; index++) values[order[index] as C] = item.record[index] ?? '';
        info.rows = (info.rows ?? 0) + 1;
        rows.push({ line: rowStart, values });
      }
      if (rows.length > 0) yield rows;
    }
  } catch (error) {
    throw csvFailure(error, file, lastEnd + 1);
  } finally {
    stream.destroy();
  }
  if (order === null) throw new InputError('el archivo no tiene encabezado', file, 1);
}
