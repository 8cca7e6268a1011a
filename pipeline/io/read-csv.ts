import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type CsvError, type Info, parse } from 'csv-parse';
import { type FieldFinding, finding } from '../schema/finding.ts';
import { decodeCell, detectEncoding, type Encoding, sniffDelimiter, utf16ToUtf8 } from './decode.ts';
import { InputError } from './input-error.ts';

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

/** One data row: its cells keyed by the expected column names, the line it starts on, and what reading its cells found. */
export interface CsvRow<C extends string> {
  line: number;
  values: Record<C, string>;
  /** Findings about the cells' bytes (encoding, control characters, size, a value in an unnamed column). */
  findings: FieldFinding[];
  /** On the first row only: findings about the header (line 1), such as Excel's unnamed columns. */
  headerFindings?: FieldFinding[];
}

/**
 * Longest physical line accepted, in bytes. A real export's lines are far shorter; a longer one
 * is a broken file, and stopping there keeps memory bounded whatever the input.
 */
export const MAX_LINE_BYTES = 256 * 1024;

/** Longest record accepted (a quoted cell may span lines), in bytes. */
export const MAX_RECORD_BYTES = 1024 * 1024;

/** Rows handed on at a time. */
const BATCH_ROWS = 512;

/** Header names are matched ignoring case, surrounding spaces and a BOM. */
const headerKey = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** The header: which column each position is, and the positions with no name (Excel's extra columns). */
interface Header<C extends string> {
  order: (C | null)[];
  unnamed: number[];
  /** Optional columns the file does not have: read as empty cells. */
  absent: C[];
}

function checkHeader<C extends string>(header: string[], columns: readonly C[], file: string, optional: readonly C[] = []): Header<C> {
  const wanted = new Map([...columns, ...optional].map((column) => [headerKey(column), column]));
  const seen = new Set<string>();
  const order: (C | null)[] = [];
  const unnamed: number[] = [];
  header.forEach((name, index) => {
    const key = headerKey(name);
    if (key === '') {
      order.push(null);
      unnamed.push(index);
      return;
    }
    const column = wanted.get(key);
    if (column === undefined) {
      const optionalNote = optional.length > 0 ? ` (y, si hace falta, ${optional.join(', ')})` : '';
      throw new InputError(
        `columna desconocida "${name.trim()}" (posición ${index + 1}); se esperan: ${columns.join(', ')}${optionalNote}`,
        file,
        1,
        name.trim(),
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
  return { order, unnamed, absent: optional.filter((column) => !seen.has(headerKey(column))) };
}

/**
 * Where the lines start in the bytes the parser reads, and a guard on their length. The parser
 * reports how many bytes each record ends at; this turns such an offset into the line it is on
 * (LF, CRLF and a lone CR each end a line, inside quoted cells too). It also stops the file at
 * the first line longer than {@link MAX_LINE_BYTES}, naming it: the parser never holds more than
 * that of one line.
 */
class LineMap {
  /** Offsets of line breaks not yet passed by the reader, from `head` on. */
  private breaks: number[] = [];
  private head = 0;
  private passed = 0;
  private offset = 0;
  private lineStart = 0;
  private lines = 1;
  private pendingCr = false;

  constructor(private readonly file: string) {}

  /** A stage that records the breaks of the bytes going through it. */
  stage(): Transform {
    return new Transform({
      transform: (chunk: Buffer, _encoding, callback: TransformCallback) => {
        const error = this.scan(chunk);
        if (error) callback(error);
        else callback(null, chunk);
      },
    });
  }

  private scan(chunk: Buffer): InputError | null {
    let at = 0;
    if (this.pendingCr) {
      this.pendingCr = false;
      if (chunk[0] === 10) {
        // The LF of a CRLF cut between chunks: its break was counted at the CR.
        at = 1;
        this.lineStart = this.offset + 1;
      }
    }
    while (at < chunk.length) {
      const lf = chunk.indexOf(10, at);
      const cr = chunk.indexOf(13, at);
      const next = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      if (next === -1) break;
      if (this.offset + next - this.lineStart > MAX_LINE_BYTES) break;
      this.breaks.push(this.offset + next);
      this.lines++;
      if (chunk[next] === 13) {
        if (next + 1 === chunk.length) {
          this.pendingCr = true;
          at = next + 1;
          this.lineStart = this.offset + at;
          continue;
        }
        if (chunk[next + 1] === 10) {
          at = next + 2;
          this.lineStart = this.offset + at;
          continue;
        }
      }
      at = next + 1;
      this.lineStart = this.offset + at;
    }
    this.offset += chunk.length;
    if (this.offset - this.lineStart > MAX_LINE_BYTES) {
      return new InputError(`la línea supera ${MAX_LINE_BYTES / 1024} KB; el archivo parece dañado`, this.file, this.lines);
    }
    return null;
  }

  /** The line the byte at `offset` is on (1-based); offsets must not go back. */
  lineAt(offset: number): number {
    while (this.head < this.breaks.length && (this.breaks[this.head] as number) < offset) {
      this.head++;
      this.passed++;
    }
    if (this.head > 8192) {
      this.breaks = this.breaks.slice(this.head);
      this.head = 0;
    }
    return this.passed + 1;
  }
}

/** Workbooks saved instead of a CSV: a zip (xlsx, ods) or an OLE2 file (xls). */
const WORKBOOK_MAGIC: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
];

/** The file's first bytes as text (enough for the header), to pick the delimiter. */
async function headText(path: string, file: string, encoding: Encoding, bomBytes: number): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, bomBytes);
    const bytes = buffer.subarray(0, bytesRead);
    if (bomBytes === 0 && WORKBOOK_MAGIC.some((magic) => magic.every((byte, i) => bytes[i] === byte))) {
      throw new InputError('el archivo es un libro de Excel u hoja de cálculo, no un CSV; ábralo y use Guardar como → CSV UTF-8', file);
    }
    if (encoding === 'utf-16le' || encoding === 'utf-16be') return new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes);
    return bytes.toString('latin1');
  } finally {
    await handle.close();
  }
}

/** The parser's own errors, said in Spanish with the line they are on. */
function csvProblem(error: CsvError, file: string, recordStart: number, at: number): InputError {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new InputError('comillas sin cerrar: la fila que empieza aquí nunca cierra su campo entre comillas', file, recordStart);
    case 'CSV_INVALID_CLOSING_QUOTE':
      return new InputError('comillas mal cerradas en un campo (hay texto después de la comilla de cierre)', file, at);
    case 'INVALID_OPENING_QUOTE':
      return new InputError(
        'comillas dentro de un campo sin comillas; un campo con comillas debe ir entero entre comillas y con las comillas duplicadas ("")',
        file,
        at,
      );
    case 'CSV_MAX_RECORD_SIZE':
      return new InputError(
        `la fila que empieza aquí supera ${MAX_RECORD_BYTES / 1024 / 1024} MB; el archivo parece dañado (¿comillas sin cerrar?)`,
        file,
        recordStart,
      );
    default:
      return new InputError(`el archivo CSV está mal formado (${error.code})`, file, at);
  }
}

const isBlank = (bytes: Uint8Array) => {
  for (const b of bytes) if (b !== 32 && b !== 9 && b !== 13 && b !== 10 && b !== 0xa0) return false;
  return true;
};

/**
 * Streams a CSV export with csv-parse, handing back each field as bytes so every cell is decoded
 * on its own (see decodeCell): UTF-8 with or without BOM, UTF-16 LE/BE with or without BOM,
 * Windows-1252, or UTF-8 with some Windows-1252 cells. Detects the delimiter (`,`, `;`, tab),
 * checks the header against `columns` and `optional` ones (Excel's extra columns with no name are
 * ignored; an optional column the file lacks reads as empty cells), and
 * yields the data rows in batches with the line each starts on (line 1 is the header). `info`
 * is filled in as the file is read. Problems with the file as a whole throw InputError naming
 * the line.
 */
export async function* readCsvBatches<C extends string>(
  path: string,
  file: string,
  columns: readonly C[],
  info: Partial<CsvInfo> = {},
  optional: readonly C[] = [],
): AsyncGenerator<CsvRow<C>[]> {
  const stats = await stat(path).catch(() => null);
  if (!stats) throw new InputError('no existe el archivo', file);
  if (!stats.isFile()) throw new InputError('no es un archivo', file);
  if (stats.size === 0) throw new InputError('el archivo está vacío', file);

  const { encoding, bomBytes } = await detectEncoding(path);
  const delimiter = sniffDelimiter(await headText(path, file, encoding, bomBytes));
  Object.assign(info, { file, encoding, delimiter, rows: 0, blankRows: 0 });

  const parser = parse({
    encoding: null,
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    quote: '"',
    escape: '"',
    relax_column_count: true,
    max_record_size: MAX_RECORD_BYTES,
    info: true,
  });
  const source = createReadStream(path, { start: bomBytes, highWaterMark: 256 * 1024 });
  const utf16 = encoding === 'utf-16le' || encoding === 'utf-16be';
  // The parser's own iteration below reports what goes wrong; the pipeline only wires the stages.
  const lines = new LineMap(file);
  const flowing = (utf16 ? pipeline(source, utf16ToUtf8(encoding), lines.stage(), parser) : pipeline(source, lines.stage(), parser)).catch(() => undefined);

  let header: Header<C> | null = null;
  /** Where the record being read starts: the previous record's end, in bytes. */
  let recordStart = 0;
  let unnamedNoted = false;
  /** What reading the header found (control characters in a name), told with the first row. */
  let headerFindings: FieldFinding[] = [];
  let batch: CsvRow<C>[] = [];
  try {
    for await (const { record, info: at } of parser as AsyncIterable<{ record: Uint8Array[]; info: Info }>) {
      const line = lines.lineAt(recordStart);
      recordStart = at.bytes;
      if (record.every(isBlank)) {
        // An empty line or one of spaces; a row of empty cells counts as a blank row.
        if (header !== null && record.length > 1) info.blankRows = (info.blankRows ?? 0) + 1;
        continue;
      }
      if (header === null) {
        const names = record.map((bytes, index) => decodeCell(bytes, encoding, `encabezado, columna ${index + 1}`, headerFindings));
        header = checkHeader(names, columns, file, optional);
        continue;
      }
      const findings: FieldFinding[] = [];
      const { order, unnamed } = header;
      if (record.length < order.length || record.slice(order.length).some((bytes) => !isBlank(bytes))) {
        throw new InputError(
          `la fila no tiene el mismo número de columnas que el encabezado (se esperaban ${order.length}, tiene ${record.length})`,
          file,
          line,
        );
      }
      const values = {} as Record<C, string>;
      for (const column of header.absent) values[column] = '';
      for (let index = 0; index < order.length; index++) {
        const column = order[index];
        const bytes = record[index] as Uint8Array;
        if (column !== null && column !== undefined) {
          values[column] = decodeCell(bytes, encoding, column, findings);
        } else if (!isBlank(bytes)) {
          const text = decodeCell(bytes, encoding, `columna ${index + 1}`, findings);
          findings.push(finding('unnamed-column-value', { field: `columna ${index + 1}`, raw: text, column: index + 1 }));
        }
      }
      if (unnamed.length > 0 && !unnamedNoted) {
        unnamedNoted = true;
        headerFindings.push(
          finding('unnamed-columns-ignored', {
            field: 'encabezado',
            raw: null,
            columns: unnamed.map((i) => i + 1),
          }),
        );
      }
      info.rows = (info.rows ?? 0) + 1;
      batch.push(headerFindings.length > 0 ? { line, values, findings, headerFindings } : { line, values, findings });
      headerFindings = [];
      if (batch.length >= BATCH_ROWS) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    const csv = error as CsvError & Partial<Info>;
    if (typeof csv.code === 'string' && /^(CSV_|INVALID_)/.test(csv.code)) {
      const start = lines.lineAt(recordStart);
      throw csvProblem(csv, file, start, typeof csv.bytes === 'number' && csv.bytes > recordStart ? lines.lineAt(csv.bytes - 1) : start);
    }
    throw new InputError(`no se pudo leer el archivo (${(error as Error).message})`, file);
  } finally {
    parser.destroy();
    source.destroy();
    await flowing;
  }
  if (batch.length > 0) yield batch;
  if (header === null) throw new InputError('el archivo no tiene encabezado', file, 1);
}

/** {@link readCsvBatches} one row at a time. */
export async function* readCsv<C extends string>(path: string, file: string, columns: readonly C[], info: Partial<CsvInfo> = {}): AsyncGenerator<CsvRow<C>> {
  for await (const batch of readCsvBatches(path, file, columns, info)) yield* batch;
}
