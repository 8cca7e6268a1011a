import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type Info, parse } from 'csv-parse';
import { type InputFormat, InputFormatSchema } from '../schema/report.ts';
import { detectEncoding, encodingName, type FileEncoding, utf16ToUtf8 } from './decode.ts';
import { type Delimiter, findHeader } from './header.ts';
import { InputError } from './input-error.ts';
import { LineMap } from './lines.ts';
import { isWorkbook, readWorkbookBatches } from './read-workbook.ts';
import { type CsvItem, type CsvLayout, MAX_RECORD_BYTES, paddedWidth, type RecordSpan, type Resume, RowReader } from './rows.ts';

export type { CsvItem, CsvLayout, CsvRow, RowRules } from './rows.ts';

/** What the report says about an input file. */
export interface CsvInfo {
  /** File name as shown in messages, e.g. `clean-points.csv`, `collection-points.xlsx`. */
  file: string;
  /** `csv`, or the workbook's format. */
  format: InputFormat;
  /** The encoding read, e.g. `utf-8`, `windows-1252`, `mac-roman`; null for a workbook, whose cells are text already. */
  encoding: string | null;
  /** Null for a workbook: its cells are not split by a delimiter. */
  delimiter: Delimiter | null;
  /** The line the header is on (1 unless lines above it were skipped): in a workbook, the sheet's row. */
  headerLine: number;
  /** The sheet read, in a workbook. */
  sheet: string | null;
  /** Each documented column's letters in the sheet, in a workbook: where a finding's cell is. */
  letters: Record<string, string> | null;
}

/** Bytes that are no text: more than one in twenty is a control character (tab and line breaks aside). */
function notText(bytes: Uint8Array): boolean {
  let control = 0;
  for (const byte of bytes) if ((byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 13) || byte === 0x7f) control++;
  return bytes.length > 0 && control * 20 > bytes.length;
}

/** A UTF-16 file as a temporary UTF-8 copy, so every later step (and every offset) reads bytes one way. */
async function utf8Copy(path: string, encoding: 'utf-16le' | 'utf-16be', bomBytes: number): Promise<{ path: string; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'pipeline-utf16-'));
  const copy = join(dir, 'utf8.csv');
  await pipeline(createReadStream(path, { start: bomBytes }), utf16ToUtf8(encoding), createWriteStream(copy));
  return { path: copy, dir };
}

/**
 * Streams a CSV export with csv-parse, as spreadsheet programs read it, and hands back every
 * line as an item: a row (its cells keyed by the documented column names, the line it starts
 * on, what reading its cells found), a line skipped because it is not a row (blank, a repeated
 * header), rows left out because they cannot be read for sure, or a note about the file.
 *
 * - Bytes: UTF-8 with or without BOM, UTF-16 LE/BE with or without BOM, Windows-1252, Mac Roman,
 *   or UTF-8 with some 8-bit cells; each cell is decoded on its own (decode.ts).
 * - The header is the first line with every documented column (header.ts); the lines above it
 *   are skipped with a note, and the delimiter is the one that splits that line so.
 * - One odd line costs only itself (rows.ts): a row with fields too many, too few, split over
 *   two lines, a quote left open; the reading goes on, and every problem is an item.
 *
 * What still stops the file (an InputError naming the line): not a file, empty, a workbook, not
 * text, no header, a documented column missing or named twice, a line over 256 KB, a record over 1 MB
 * that is not an open quote swallowing rows. `info` is filled in once the header is read.
 */
export async function* readCsvBatches<C extends string>(
  path: string,
  file: string,
  layout: CsvLayout<C>,
  info: Partial<CsvInfo> = {},
): AsyncGenerator<CsvItem<C>[]> {
  const stats = await stat(path).catch(() => null);
  if (!stats) throw new InputError('no existe el archivo', file);
  if (!stats.isFile()) throw new InputError('no es un archivo', file);
  if (stats.size === 0) throw new InputError('el archivo está vacío', file);
  if (yield* workbook(path, file, layout, info)) return;

  const detected = await detectEncoding(path);
  const utf16 = detected.encoding === 'utf-16le' || detected.encoding === 'utf-16be' ? detected.encoding : null;
  const copy = utf16 ? await utf8Copy(path, utf16, detected.bomBytes) : null;
  const source = copy?.path ?? path;
  // A UTF-16 file is read through its UTF-8 copy, which has no BOM.
  const encoding: FileEncoding = utf16 ? { encoding: 'utf-8', bomBytes: 0, eightBit: detected.eightBit } : detected;
  const handle = await open(source, 'r');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (notText(head.subarray(0, bytesRead))) {
      throw new InputError('el archivo no es texto (tiene muchos bytes de control): ¿es un archivo de otro programa, comprimido o dañado?', file);
    }
    const found = await findHeader(handle, file, encoding.bomBytes, encoding, layout);
    Object.assign(info, {
      file,
      format: 'csv',
      encoding: encodingName(detected),
      delimiter: found.delimiter,
      headerLine: found.line,
      sheet: null,
      letters: null,
    });
    const size = (await handle.stat()).size;
    const rows = new RowReader<C>(file, layout, found, encoding, handle, size, await paddedWidth(handle, file, found));
    const notes: CsvItem<C>[] = [
      ...found.notes.map(({ line, finding }) => ({ kind: 'note' as const, line, finding })),
      ...found.nameFindings.map((finding) => ({ kind: 'note' as const, line: found.line, finding })),
    ];
    if (notes.length > 0) yield notes;
    let from: Resume = { offset: found.next, line: found.line + 1 };
    while (from !== null && from.offset < size) from = yield* segment(source, file, from, found.delimiter, rows);
    const rest = rows.ready(true);
    if (rest) yield rest;
  } finally {
    await handle.close();
    if (copy) await rm(copy.dir, { recursive: true, force: true });
  }
}

/**
 * Reads the file as a workbook when it is one (by its bytes, whatever its name: a workbook saved
 * under the .csv name is read as the workbook it is, with a note) and returns true; false for a
 * CSV. A file named as a workbook that is none stops, naming what it is.
 */
async function* workbook<C extends string>(path: string, file: string, layout: CsvLayout<C>, info: Partial<CsvInfo>): AsyncGenerator<CsvItem<C>[], boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, head.length, 0);
    const extension = file.toLowerCase().split('.').pop() ?? '';
    const named = extension !== 'csv' && InputFormatSchema.safeParse(extension).success;
    if (!isWorkbook(head)) {
      if (!named) return false;
      throw new InputError(
        `el archivo se llama .${extension} pero no es un libro de Excel ni de LibreOffice${notText(head) ? ' (¿está dañado o incompleto?)' : ' (parece texto: si es un CSV, cámbiele la extensión a .csv)'}`,
        file,
      );
    }
    const seen: Parameters<typeof readWorkbookBatches>[3] = {};
    for await (const batch of readWorkbookBatches(handle, file, layout, seen, !named)) {
      Object.assign(info, { file, encoding: null, delimiter: null, ...seen });
      yield batch;
    }
    return true;
  } finally {
    await handle.close();
  }
}

/**
 * Parses from one line on, handing each record to the row reader, until the file ends or a quote
 * opens and never closes: then it returns the line the reading goes on from (the first after it
 * that reads as a row), and the caller starts a fresh parser there.
 */
async function* segment<C extends string>(
  path: string,
  file: string,
  from: { offset: number; line: number },
  delimiter: Delimiter,
  rows: RowReader<C>,
): AsyncGenerator<CsvItem<C>[], Resume> {
  /** Where the parser gave up on a record: how many records came before it, and why. */
  let failure: { records: number; code: string } | null = null;
  const source = createReadStream(path, { start: from.offset, highWaterMark: 256 * 1024 });
  const lines = new LineMap(file, from.line);
  const stage = lines.stage();
  const parser = parse({
    // Each field as a latin1 string: one character per byte, turned back into the same bytes below
    // (bytesOf), since each cell is decoded on its own. csv-parse makes a Buffer of each field with
    // `encoding: null`, which cost 12 s and most of the heap for a file whose rows carry 20,000
    // empty fields; an empty string costs nothing (0.9 s).
    encoding: 'latin1',
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    quote: '"',
    escape: '"',
    relax_quotes: true,
    relax_column_count: true,
    max_record_size: MAX_RECORD_BYTES,
    info: true,
    // A record the parser cannot finish (a quote that never closes) is reported here instead of
    // as an error, which would drop the records parsed before it; the input stops there, the
    // records before it are read, and reading starts again after it (RowReader.unreadable).
    skip_records_with_error: true,
    on_skip: (error) => {
      if (failure !== null) return undefined;
      failure = { records: parser.info.records, code: error?.code ?? '' };
      stage.unpipe(parser);
      source.destroy();
      setImmediate(() => parser.end());
      return undefined;
    },
  });
  source.on('error', (error) => parser.destroy(error));
  stage.on('error', (error) => parser.destroy(error));
  source.pipe(stage).pipe(parser);
  /** Where the record being read starts: the previous record's end, in bytes from `from.offset`. */
  let recordStart = 0;
  let consumed = 0;
  let resume: Resume | undefined;
  try {
    for await (const { record: fields, info: at } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      if (failure !== null && consumed >= (failure as { records: number }).records) break;
      consumed++;
      const span: RecordSpan = {
        line: lines.lineAt(recordStart),
        nextLine: lines.lineAt(at.bytes),
        start: from.offset + recordStart,
        end: from.offset + at.bytes,
      };
      recordStart = at.bytes;
      const pending = rows.take(bytesOf(fields), span);
      if (pending !== undefined) {
        resume = await pending;
        if (resume !== undefined) break;
      }
      const ready = rows.ready(false);
      if (ready) yield ready;
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`no se pudo leer el archivo (${(error as Error).message})`, file);
  } finally {
    parser.destroy();
    source.destroy();
  }
  const failed = failure as { records: number; code: string } | null;
  if (resume === undefined && failed !== null) {
    resume = await rows.unreadable(lines.lineAt(recordStart), from.offset + recordStart, failed.code === 'CSV_MAX_RECORD_SIZE');
  }
  const ready = rows.ready(false);
  if (ready) yield ready;
  return resume ?? null;
}

const NO_BYTES = new Uint8Array(0);

/** A record's fields as the bytes they were in the file (the parser gives each as a latin1 string: one character per byte). */
function bytesOf(fields: readonly string[]): Uint8Array[] {
  const record = new Array<Uint8Array>(fields.length);
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as string;
    record[i] = field.length === 0 ? NO_BYTES : Buffer.from(field, 'latin1');
  }
  return record;
}

/** {@link readCsvBatches} one item at a time. */
export async function* readCsv<C extends string>(path: string, file: string, layout: CsvLayout<C>, info: Partial<CsvInfo> = {}): AsyncGenerator<CsvItem<C>> {
  for await (const batch of readCsvBatches(path, file, layout, info)) yield* batch;
}

/** A row's cells written back as a line, quoting what needs it: how a skipped line is shown. */
export function lineOf(cells: readonly string[], delimiter: string): string {
  return cells.map((cell) => (cell.includes(delimiter) || /["\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(delimiter);
}
