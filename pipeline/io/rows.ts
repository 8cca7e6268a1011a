import type { FileHandle } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { type FieldFinding, finding } from '../findings/finding.ts';
import { decodeCell, type FileEncoding } from './decode.ts';
import { type ColumnNames, type FoundHeader, type Header, lineText, matchHeader, nameTable } from './header.ts';
import { InputError } from './input-error.ts';
import { type PhysicalLine, physicalLines, readSpan } from './lines.ts';

/** Longest record accepted (a quoted cell may span lines), in bytes. */
export const MAX_RECORD_BYTES = 1024 * 1024;

/** Items handed on at a time. */
const BATCH = 512;

/** One data row: its cells keyed by the documented column names, the line it starts on, and what reading it found. */
export interface CsvRow<C extends string> {
  kind: 'row';
  line: number;
  values: Record<C, string>;
  /** The row's cells in file order, as read (a joined cell once): how the line is shown if it is not a point. */
  cells: readonly string[];
  /** Findings about the row's structure and its cells' bytes (encoding, control characters, size, a value in an unnamed column). */
  findings: FieldFinding[];
}

/**
 * What reading a file hands on: a row; a line skipped because it is no row (blank, a repeated
 * header); rows left out because they cannot be read for sure (each with the finding that says
 * so and how many rows of the file they are); or a note about the file (its header).
 */
export type CsvItem<C extends string> =
  | CsvRow<C>
  | { kind: 'skipped' | 'left-out'; line: number; rows: number; finding: FieldFinding }
  | { kind: 'note'; line: number; finding: FieldFinding };

/** How a row's cells are judged when its structure is odd; an export's own knowledge of its columns. */
export interface RowRules<C extends string> {
  /** Columns whose text may hold the delimiter (a name, an address): where fields too many may be joined back. */
  joinable?: readonly C[];
  /** Whether a cell reads as its column expects (a region in `region`, a number in `lat`): what a cell pushed out of its column would not. */
  reads?(column: C, text: string): boolean;
}

/** How an export is read: its columns and their other names, and how a row's cells are judged. */
export type CsvLayout<C extends string> = ColumnNames<C> & RowRules<C>;

/** Where reading starts again after lines that cannot be read: a line start in the file (null: nowhere, the file has no more rows). */
export type Resume = { offset: number; line: number } | null;

/** Where a record is: the line it starts on, the line after it, and its bytes in the file. */
export interface RecordSpan {
  line: number;
  nextLine: number;
  start: number;
  end: number;
}

const HAS_DIGIT = /\d/;

/** A name folded to its ASCII letters and digits only (`Dirección` → `direccin`): a cheap first look that a real header name never fails. */
const quickKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** A cell of spaces, NBSPs or control characters only (an old DOS end-of-file mark, a stray NUL): nothing in it. */
const isBlank = (bytes: Uint8Array) => {
  for (const b of bytes) if (b > 32 && b !== 0x7f && b !== 0xa0) return false;
  return true;
};

/**
 * How many readings of a row with fields too many are judged at most. The exports have eleven
 * free-text columns where a delimiter may split a cell (pipeline/points/columns.ts), so a row with
 * e fields too many has C(e + 10, 10) ways of joining them: 11 for one, 66 for two, 286 for three,
 * 1,001 for four. A row beyond this many readings is left out as one with several (row-fields-extra):
 * among so many, one that reads is no evidence.
 */
export const MAX_READINGS = 500;

/**
 * How much of the file is read to tell whether a row whose first line opens a quoted cell starts
 * there: far more than a row takes. A line that opens no cell running on below is judged alone.
 */
const ROW_WINDOW = 16 * 1024;

/**
 * How many bytes one search for the line after an unreadable span may read again through such
 * windows: past it, lines are judged alone, so no span is read more than a fixed number of times.
 */
const WINDOW_BUDGET = 4 * 1024 * 1024;

/** How many lines after the header are looked at to tell Excel's padding (see {@link paddedWidth}). */
const PADDING_SAMPLE = 16;

/** What is shown of a line as written. */
const SHOWN_CHARS = 300;

/** A record's cells decoded, with what decoding each found. */
interface Decoded {
  cells: string[];
  /** Per cell, the findings of decoding it (sparse; {@link NO_NOTES} when there are none). */
  notes: readonly (FieldFinding[] | undefined)[];
}

/** The notes of a row whose cells decoded with nothing to say (shared: never written to). */
const NO_NOTES: readonly (FieldFinding[] | undefined)[] = Object.freeze([]) as readonly (FieldFinding[] | undefined)[];

/** A short record held to see whether the next line completes it. */
interface Held {
  record: Uint8Array[];
  span: RecordSpan;
  fields: number;
}

/**
 * Turns parsed records into items, judging each record's structure: the header's width, a
 * repeated header, fields too many (joined back when exactly one way reads), a short line
 * completed by the next, a quote that swallowed rows. See readCsvBatches.
 */
export class RowReader<C extends string> {
  private header: Header<C>;
  /**
   * How many cells a row of this header has, without Excel's trailing unnamed columns: a row may
   * leave those out, and a value in them may be a cell pushed there by a delimiter left unquoted.
   */
  private core: number;
  private readonly table: Map<string, C>;
  private batch: CsvItem<C>[] = [];
  private held: Held | null = null;
  /** The column names {@link quickKey} folds, for telling a repeated header from a row at a glance. */
  private readonly quickNames: Set<string>;
  /** Per unnamed column, the last row number it held: the index pandas or R write in front of the data. */
  private readonly rowNumbers = new Map<number, number>();
  /** The rows whose empty fields beyond the header were dropped: how many, the first, and the widest row's last field. */
  private padding = { rows: 0, line: 0, widest: 0 };

  constructor(
    private readonly file: string,
    private readonly layout: CsvLayout<C>,
    private readonly found: FoundHeader<C>,
    private readonly encoding: FileEncoding,
    private readonly handle: FileHandle,
    private readonly size: number,
    /** The width every row of the file is padded to by Excel, when it is (paddedWidth), else null. */
    private readonly padWidth: number | null = null,
    /**
     * The cells stand where a sheet has them (a workbook, read-workbook.ts): each row comes as
     * wide as the header, no delimiter can have shifted a cell, and no record spans lines, so
     * the file is never read again. A value beyond the named columns is one in an unnamed column.
     */
    private readonly cellsInPlace = false,
  ) {
    this.header = found.header;
    this.core = cellsInPlace ? found.header.order.length : coreWidth(found.header);
    this.table = nameTable(layout);
    this.quickNames = new Set([...this.table.keys()].map((key) => quickKey(key)));
    for (const names of Object.values(layout.names ?? {})) for (const name of names ?? []) this.quickNames.add(quickKey(name));
  }

  /** The items so far when there are enough of them, or all of them with `all` (the file has ended); null when it is not time yet. */
  ready(all: boolean): CsvItem<C>[] | null {
    if (all) {
      this.flushHeld();
      if (this.padding.rows > 0) {
        const { rows, line, widest } = this.padding;
        this.padding = { rows: 0, line: 0, widest: 0 };
        this.batch.push({ kind: 'note', line, finding: finding('fields-beyond-header-empty', { field: 'fila', raw: null, rows, column: widest }) });
      }
    }
    if (this.batch.length === 0 || (!all && this.batch.length < BATCH)) return null;
    const out = this.batch;
    this.batch = [];
    return out;
  }

  /**
   * Takes one parsed record. Returns undefined to go on, or, when the record needs the file read
   * again (to show a line as written, or a quote that swallowed lines), a promise of undefined to
   * go on or of where reading must start again.
   */
  take(whole: Uint8Array[], span: RecordSpan): Promise<Resume | undefined> | undefined {
    const kept = this.keptWidth(whole);
    const record = kept === whole.length ? whole : whole.slice(0, kept);
    if (kept < whole.length) {
      if (this.padding.rows === 0) this.padding.line = span.line;
      this.padding.rows++;
      this.padding.widest = Math.max(this.padding.widest, whole.length);
    }
    if (record.every(isBlank)) {
      this.flushHeld();
      this.skip(span.line, finding('line-blank', { field: 'fila', raw: null }));
      return undefined;
    }
    // Trailing empty cells are dropped down to the header's own width, not beyond it: a row with
    // more cells than the header, even empty ones, was shifted by a delimiter or carries extras.
    let fields = record.length;
    if (fields <= this.header.order.length) while (fields > this.core && isBlank(record[fields - 1] as Uint8Array)) fields--;
    const multiLine = span.nextLine - span.line >= 2;
    if (multiLine) {
      // A quoted cell over several lines: well quoted, or a quote that never closed and ran on.
      if (this.swallowed(record)) return this.unreadable(span.line, span.start, false);
      return this.wellQuoted(span) ? this.place(record, span, fields, true) : this.unreadable(span.line, span.start, false);
    }
    return this.place(record, span, fields, false);
  }

  /**
   * How many of a record's fields are the row's own, before any other rule looks at it. In a file
   * Excel padded (every row with empty fields up to one column, `padWidth`), the empty fields
   * beyond the header's last column are dropped, keeping as many as the row is wider than the
   * others (the trace of a delimiter left unquoted in a row whose last cells are empty) and any
   * field with something in it. In a file with no such padding nothing is dropped: an empty field
   * beyond the header may be the row's last cell, pushed out by a shift, and the rules below judge it.
   */
  private keptWidth(record: readonly Uint8Array[]): number {
    const n = this.header.order.length;
    if (record.length <= n || this.padWidth === null) return record.length;
    let content = record.length;
    while (content > n && isBlank(record[content - 1] as Uint8Array)) content--;
    return Math.max(content, n + Math.max(0, record.length - this.padWidth));
  }

  /** A record over several lines read again as written, with strict quoting: a quote that opens a cell must close it. */
  private wellQuoted(span: RecordSpan): boolean {
    return this.strictlyQuoted(readSpan(this.handle, span.start, span.end, MAX_RECORD_BYTES));
  }

  /** Whether the first record of these bytes reads with strict quoting (what a spreadsheet program writes around a cell with line breaks). */
  private strictlyQuoted(bytes: Uint8Array): boolean {
    try {
      parse(bytes, {
        encoding: null,
        delimiter: this.found.delimiter,
        quote: '"',
        escape: '"',
        relax_column_count: true,
        record_delimiter: ['\r\n', '\n', '\r'],
        to: 1,
      });
      return true;
    } catch {
      return false;
    }
  }

  /** Places a record that is not blank and not a quote run on: a repeated header, a row, fields too many, or a short line. */
  private place(record: Uint8Array[], span: RecordSpan, fields: number, multiLine: boolean): Promise<Resume | undefined> | undefined {
    const n = this.header.order.length;
    const decoded = this.decode(record, fields);
    const repeated = this.repeatedHeader(decoded.cells);
    if (repeated) {
      this.flushHeld();
      // A header as wide as the one in use but in another order (a second export pasted with its
      // columns moved) is how the rows after it are read; one of another width is only skipped.
      const reordered = repeated.order.length === n && repeated.order.some((column, i) => column !== this.header.order[i]);
      this.skip(span.line, finding('header-repeated', { field: 'fila', raw: decoded.cells.join(this.found.delimiter), reordered }));
      if (reordered) {
        this.header = repeated;
        this.core = this.cellsInPlace ? repeated.order.length : coreWidth(repeated);
      }
      return undefined;
    }
    if (fields === this.core) {
      this.flushHeld();
      this.row(span.line, decoded, null, []);
      return undefined;
    }
    if (fields > this.core) {
      this.flushHeld();
      this.tooMany(span, decoded);
      return undefined;
    }
    if (this.held && !multiLine && this.held.fields + fields - 1 === this.core && this.joinLines(this.held, span, decoded)) {
      this.held = null;
      return undefined;
    }
    this.flushHeld();
    this.held = { record, span, fields };
    return undefined;
  }

  /**
   * A quote opened at `line` and never closed where it should: the lines from there to the next
   * line that reads as a row on its own are left out with one finding, and reading starts again
   * at that line. `tooLarge`: the parser stopped at the record size limit; when no line after it
   * reads as a row, it is one giant cell, and the file stops as before.
   */
  async unreadable(line: number, offset: number, tooLarge: boolean): Promise<Resume> {
    this.flushHeld();
    let first: Buffer | null = null;
    let last = line;
    let resume: Resume = null;
    const budget = { bytes: WINDOW_BUDGET };
    for await (const physical of physicalLines(this.handle, this.file, offset, line)) {
      if (first === null) {
        first = physical.bytes;
        continue;
      }
      if (await this.readsAsRow(physical, budget)) {
        resume = { offset: physical.offset, line: physical.line };
        break;
      }
      last = physical.line;
      if (tooLarge && physical.offset - offset > MAX_RECORD_BYTES) break;
    }
    if (tooLarge && resume === null) {
      throw new InputError(
        `la fila que empieza aquí supera ${MAX_RECORD_BYTES / 1024 / 1024} MB; el archivo parece dañado (¿comillas sin cerrar?)`,
        this.file,
        line,
      );
    }
    this.batch.push({
      kind: 'left-out',
      line,
      rows: last - line + 1,
      finding: finding('row-unreadable', { field: 'fila', raw: this.shown(first ?? Buffer.alloc(0)), from: line, to: last, resume: resume?.line ?? null }),
    });
    return resume;
  }

  /**
   * Whether a row can be read starting at this line: a record, complete at a line end, as wide as
   * the header (or a header). A line with fewer delimiters than a row has, and no quote to open a
   * cell that goes on below, is none. The line is parsed alone; only one that opens a quoted cell
   * running on below is parsed again with what follows it, while `budget` (the bytes such reads may
   * still take: {@link WINDOW_BUDGET} per search) lasts.
   */
  private async readsAsRow(physical: PhysicalLine, budget: { bytes: number }): Promise<boolean> {
    const { offset, bytes } = physical;
    const delimiter = this.found.delimiter.charCodeAt(0);
    let count = 0;
    for (const byte of bytes) if (byte === delimiter) count++;
    if (count < this.core - 1 && !bytes.includes(34)) return false;
    const opens = opensQuote(bytes, delimiter);
    let first = opens ? null : this.firstRecord(bytes);
    if (opens || first === 'open') {
      if (budget.bytes <= 0) return false;
      const window = readSpan(this.handle, offset, offset + ROW_WINDOW, ROW_WINDOW);
      budget.bytes -= window.length;
      const found = this.firstRecord(window);
      if (found === null || found === 'open') return false;
      const ended = offset + found.bytes >= this.size || [10, 13].includes(window[found.bytes - 1] ?? 0);
      if (!ended) return false;
      first = found;
    }
    if (first === null || first.record.every(isBlank)) return false;
    let fields = this.keptWidth(first.record);
    if (fields <= this.header.order.length) while (fields > this.core && isBlank(first.record[fields - 1] as Uint8Array)) fields--;
    if (fields === this.core) {
      const multiLine = first.record.some((field) => field.includes(10) || field.includes(13));
      return multiLine ? !this.swallowed(first.record) && this.strictlyQuoted(bytesOfFirst(first)) : true;
    }
    return this.repeatedHeader(this.decode(first.record, fields).cells) !== null;
  }

  /**
   * The first record of these bytes as spreadsheet programs read it (quotes relaxed), with how many
   * bytes it takes; `'open'` when a quoted cell is still open where the bytes end, null when they do not parse.
   */
  private firstRecord(bytes: Uint8Array): { record: Uint8Array[]; bytes: number; source: Uint8Array } | 'open' | null {
    try {
      const [first] = parse(bytes, {
        encoding: null,
        delimiter: this.found.delimiter,
        record_delimiter: ['\r\n', '\n', '\r'],
        quote: '"',
        escape: '"',
        relax_quotes: true,
        relax_column_count: true,
        info: true,
        to: 1,
      }) as unknown as { record: Uint8Array[]; info: { bytes: number } }[];
      return first ? { record: first.record, bytes: first.info.bytes, source: bytes } : null;
    } catch (error) {
      return (error as { code?: string }).code === 'CSV_QUOTE_NOT_CLOSED' ? 'open' : null;
    }
  }

  /** A multi-line cell holding a whole row's worth of delimiters: an open quote swallowed rows. */
  private swallowed(record: Uint8Array[]): boolean {
    const delimiter = this.found.delimiter.charCodeAt(0);
    const width = this.core;
    for (const field of record) {
      if (!field.includes(10) && !field.includes(13)) continue;
      let count = 0;
      for (const byte of field) if (byte === delimiter) count++;
      if (count >= width - 1) return true;
    }
    return false;
  }

  /**
   * The header again (every documented column found), or null. Cheap for data rows: only a row
   * whose first cells hold a column's name, by a quick ASCII fold, leads to the full check.
   */
  private repeatedHeader(cells: readonly string[]): Header<C> | null {
    // A header's first two named cells are both column names, and no column name has a digit.
    let named = 0;
    for (let i = 0; i < cells.length && named < 2; i++) {
      const cell = cells[i] as string;
      if (cell.length === 0) continue;
      if (cell.length > 40 || HAS_DIGIT.test(cell) || !this.quickNames.has(quickKey(cell))) return null;
      named++;
    }
    if (named === 0) return null;
    const header = matchHeader(cells, this.layout, this.table);
    return header.missing.length === 0 && header.repeated === null ? header : null;
  }

  private decode(record: Uint8Array[], fields: number): Decoded {
    const cells: string[] = new Array(fields);
    // One scratch list for the findings of decoding: nearly every cell has none, and nearly every row.
    let notes: (FieldFinding[] | undefined)[] | null = null;
    let found: FieldFinding[] = [];
    for (let i = 0; i < fields; i++) {
      const bytes = record[i] as Uint8Array;
      cells[i] = bytes.length === 0 ? '' : decodeCell(bytes, this.encoding.encoding, '', found, this.encoding.eightBit);
      if (found.length > 0) {
        notes ??= [];
        notes[i] = found;
        found = [];
      }
    }
    return { cells, notes: notes ?? NO_NOTES };
  }

  /**
   * Emits a row from cells in header order. `groups`, when the row was joined, says which of the
   * decoded cells each position holds; the decoding findings are named by the column they end in.
   */
  private row(line: number, decoded: Decoded, groups: number[][] | null, structure: FieldFinding[]): void {
    const { order, absent } = this.header;
    const values = {} as Record<C, string>;
    for (const column of absent) values[column] = '';
    const findings: FieldFinding[] = [...structure];
    // The decoded cells are the row's as they stand, unless the row was joined or is wider than the header.
    const cells: string[] = groups === null && decoded.cells.length === order.length ? decoded.cells : new Array(order.length);
    const noted = decoded.notes.length > 0;
    for (let position = 0; position < order.length; position++) {
      const column = order[position] ?? null;
      const group = groups?.[position];
      const cell = group === undefined ? (decoded.cells[position] ?? '') : group.map((i) => decoded.cells[i] ?? '').join(this.found.delimiter);
      if (cells !== decoded.cells) cells[position] = cell;
      const unnamed = column === null && this.header.unnamed.includes(position);
      if (noted && (column !== null || unnamed)) {
        const field = column ?? `columna ${position + 1}`;
        for (const i of group ?? [position]) for (const note of decoded.notes[i] ?? []) findings.push({ ...note, field });
      }
      if (column !== null) values[column] = cell;
      else if (unnamed && cell.trim() !== '' && !this.rowNumber(position, cell)) {
        findings.push(finding('unnamed-column-value', { field: `columna ${position + 1}`, raw: cell, column: position + 1 }));
      }
    }
    this.batch.push({ kind: 'row', line, values, cells, findings });
  }

  /** Whether an unnamed column's cell is the row number a data tool writes (an integer above the one before it). */
  private rowNumber(position: number, cell: string): boolean {
    if (!/^\s*\d{1,9}\s*$/.test(cell)) return false;
    const value = Number(cell);
    const before = this.rowNumbers.get(position);
    if (before !== undefined && value <= before) return false;
    this.rowNumbers.set(position, value);
    return true;
  }

  private skip(line: number, made: FieldFinding): void {
    this.batch.push({ kind: 'skipped', line, rows: 1, finding: made });
  }

  /** The short row held, read with its missing trailing cells empty (a finding names them when they are columns the pipeline reads). */
  private flushHeld(): void {
    const held = this.held;
    if (held === null) return;
    this.held = null;
    const decoded = this.decode(held.record, held.fields);
    const missing = this.header.order.slice(held.fields, this.core).filter((column): column is C => column !== null);
    const structure =
      missing.length === 0
        ? []
        : [finding('row-short', { field: 'fila', raw: decoded.cells.join(this.found.delimiter), fields: held.fields, expected: this.core, missing })];
    this.row(held.span.line, decoded, null, structure);
  }

  /**
   * The columns a reading leaves unread. A joined cell must read as its column too, and so must
   * each of its parts: the pieces of a text split by a delimiter are that column's text. `memo`
   * keeps what a column made of a text, for the many readings of one row.
   */
  private unreadIn(decoded: Decoded, groups: number[][], memo: Map<string, boolean> = new Map()): string[] {
    const reads = this.layout.reads;
    if (!reads) return ['?'];
    const judge = (column: C, text: string) => {
      const key = `${column}\u0000${text}`;
      let result = memo.get(key);
      if (result === undefined) {
        result = reads(column, text);
        memo.set(key, result);
      }
      return result;
    };
    const unread: string[] = [];
    this.header.order.forEach((column, position) => {
      if (column === null) return;
      const group = groups[position] ?? [];
      const parts = group.map((i) => decoded.cells[i] ?? '');
      if (!judge(column, parts.join(this.found.delimiter)) || (parts.length > 1 && parts.some((part) => !judge(column, part.trim())))) unread.push(column);
    });
    return unread;
  }

  /** Two short lines that together make one full row that reads: one row split by an unquoted line break. */
  private joinLines(held: Held, span: RecordSpan, second: Decoded): boolean {
    if (held.span.nextLine - held.span.line >= 2) return false;
    const first = this.decode(held.record, held.fields);
    const at = held.fields - 1;
    const decoded: Decoded = {
      cells: [...first.cells.slice(0, at), `${first.cells[at] ?? ''}\n${second.cells[0] ?? ''}`, ...second.cells.slice(1)],
      notes: [...first.notes.slice(0, at), [...(first.notes[at] ?? []), ...(second.notes[0] ?? [])], ...second.notes.slice(1)],
    };
    const groups = decoded.cells.map((_, i) => [i]);
    if (this.unreadIn(decoded, groups).length > 0) return false;
    const column = this.header.order[at] ?? `columna ${at + 1}`;
    this.row(held.span.line, decoded, null, [
      finding('row-lines-joined', {
        field: column,
        raw: `${first.cells.join(this.found.delimiter)}\n${second.cells.join(this.found.delimiter)}`,
        fixed: decoded.cells[at] ?? '',
        lines: `${held.span.line} y ${span.line}`,
        column,
      }),
    ]);
    return true;
  }

  /**
   * A row with fields too many: joined back where exactly one way of joining free-text cells reads,
   * else left out with the readings. When the cells too many fit in Excel's trailing unnamed
   * columns, the row as it is (a value typed beside the data) is one of the readings.
   */
  private tooMany(span: RecordSpan, decoded: Decoded): void {
    const n = this.header.order.length;
    const fields = decoded.cells.length;
    const extra = fields - this.core;
    const joinable = new Set<number>(this.header.ignored);
    for (const [position, column] of this.header.order.entries()) if (column !== null && this.layout.joinable?.includes(column)) joinable.add(position);
    // A join takes in only cells with something in them, and absorbs one cell fewer than it takes:
    // fields too many beyond the filled cells cannot be joined away, whatever the reading.
    let filled = 0;
    for (const text of decoded.cells) if (text.trim() !== '') filled++;
    const readings = extra < filled ? readingCount(extra, joinable.size) : 0;
    /** The row left out: no reading, several, or more than are judged. */
    const leaveOut = (facts: { readable: number; considered: string[] } | { readable: 0; beyond: number }) =>
      this.batch.push({
        kind: 'left-out',
        line: span.line,
        rows: 1,
        finding: finding('row-fields-extra', {
          field: 'fila',
          raw: this.shown(readSpan(this.handle, span.start, span.end)),
          fields,
          expected: this.core,
          ...facts,
        }),
      });
    if (readings > MAX_READINGS) {
      leaveOut({ readable: 0, beyond: MAX_READINGS });
      return;
    }
    // A join that takes in an empty cell hides a shift rather than mending a split text: not a reading.
    // (The trailing unnamed columns are left empty by a join: their cells were the row's own, shifted.)
    const joins = (
      readings === 0
        ? []
        : [
            ...placements(
              this.core,
              extra,
              [...joinable].sort((a, b) => a - b),
            ),
          ]
    )
      .filter((groups) => groups.every((group) => group.length === 1 || group.every((i) => (decoded.cells[i] ?? '').trim() !== '')))
      .map((groups) => [...groups, ...Array.from({ length: n - this.core }, () => [])]);
    // The row as written, when what is beyond the header is empty or falls in its unnamed columns.
    let beyondEmpty = true;
    for (let i = n; i < fields && beyondEmpty; i++) beyondEmpty = (decoded.cells[i] as string).trim() === '';
    const asIs = beyondEmpty ? [Array.from({ length: n }, (_, i) => (i < fields ? [i] : []))] : [];
    const memo = new Map<string, boolean>();
    const judged = [...asIs, ...joins].map((groups) => {
      const joined = new Set(groups.flatMap((group, position) => (group.length > 1 ? [position] : [])));
      return { groups, joined, unread: this.unreadIn(decoded, groups, memo) };
    });
    const passing = judged.filter((reading) => reading.unread.length === 0);
    const cell = (groups: number[][], position: number) => (groups[position] ?? []).map((i) => decoded.cells[i]).join(this.found.delimiter);
    const describe = ({ groups, joined, unread }: (typeof judged)[number]) => {
      const parts = [...joined].map((p) => `${this.header.order[p] ?? `columna ${p + 1}`} = "${cell(groups, p)}"`);
      const how = parts.length === 0 ? 'sin unir (lo que sobra queda en columnas sin nombre)' : `uniendo ${parts.join(' y ')}`;
      return `${how}: ${unread.length === 0 ? 'el resto de la fila se lee' : `no se leen ${unread.join(', ')}`}`;
    };
    if (passing.length === 1 && (passing[0] as (typeof judged)[number]).joined.size === 0) {
      this.row(span.line, decoded, null, []);
      return;
    }
    if (passing.length === 1) {
      const chosen = passing[0] as (typeof judged)[number];
      const columns = [...chosen.joined].map((p) => this.header.order[p] ?? `columna ${p + 1}`);
      this.row(span.line, decoded, chosen.groups, [
        finding('row-fields-joined', {
          field: columns.join(','),
          raw: this.shown(readSpan(this.handle, span.start, span.end)),
          fixed: [...chosen.joined].map((p) => cell(chosen.groups, p)).join(' | '),
          extra,
          columns: columns.join(' y '),
          considered: judged.map(describe).slice(0, 12),
        }),
      ]);
      return;
    }
    leaveOut({ readable: passing.length, considered: (passing.length > 0 ? passing : judged).map(describe).slice(0, 12) });
  }

  /** A line as written, for a finding: its text without the line break, cut to a readable length. */
  private shown(bytes: Uint8Array): string {
    let end = bytes.length;
    while (end > 0 && (bytes[end - 1] === 10 || bytes[end - 1] === 13)) end--;
    const text = lineText(bytes.subarray(0, end), this.encoding);
    return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
  }
}

/**
 * The width Excel padded every row of a file to, or null. When empty cells to the right of the data
 * have a format (a border or a colour dragged far to the right, up to column XFD), Excel writes
 * their fields on every row, each row up to the same column. It is that when most of the first
 * lines after the header (at least two) have the same number of fields, more than the header has.
 * At most twice that many lines are looked at (a line that does not parse alone is no sample).
 */
export async function paddedWidth<C extends string>(handle: FileHandle, file: string, found: FoundHeader<C>): Promise<number | null> {
  const widths = new Map<number, number>();
  let samples = 0;
  let looked = 0;
  try {
    for await (const physical of physicalLines(handle, file, found.next, found.line + 1)) {
      if (samples === PADDING_SAMPLE || looked++ === 2 * PADDING_SAMPLE) break;
      let record: Uint8Array[] | undefined;
      try {
        [record] = parse(physical.bytes, {
          encoding: null,
          delimiter: found.delimiter,
          quote: '"',
          escape: '"',
          relax_quotes: true,
          relax_column_count: true,
        }) as unknown as Uint8Array[][];
      } catch {
        continue;
      }
      if (record === undefined || record.every(isBlank)) continue;
      samples++;
      widths.set(record.length, (widths.get(record.length) ?? 0) + 1);
    }
  } catch {
    // A line over the limit: the reading itself stops there and names it.
    return null;
  }
  let [width, count] = [0, 0];
  for (const [each, times] of widths) if (times > count) [width, count] = [each, times];
  return width > found.header.order.length && count >= 2 && count * 2 > samples ? width : null;
}

/**
 * Every way of putting `fields` cells (n + extra) into n positions in order, where only the
 * `joinable` positions may take more than one: each yields, per position, the cells it takes.
 * The caller counts them first ({@link readingCount}) and leaves out a row with more than
 * {@link MAX_READINGS}; the generator stops there too.
 */
export function* placements(n: number, extra: number, joinable: readonly number[]): Generator<number[][]> {
  let count = 0;
  const spread = function* (index: number, left: number, shares: number[]): Generator<number[]> {
    if (index === joinable.length) {
      if (left === 0) yield shares;
      return;
    }
    for (let take = left; take >= 0; take--) yield* spread(index + 1, left - take, [...shares, take]);
  };
  for (const shares of spread(0, extra, [])) {
    if (++count > MAX_READINGS) return;
    const more = new Map(joinable.map((position, i) => [position, shares[i] ?? 0]));
    const groups: number[][] = [];
    let cell = 0;
    for (let position = 0; position < n; position++) {
      const size = 1 + (more.get(position) ?? 0);
      groups.push(Array.from({ length: size }, (_, k) => cell + k));
      cell += size;
    }
    yield groups;
  }
}

/**
 * How many readings {@link placements} makes of `extra` fields too many over `slots` joinable
 * positions: the ways of sharing them out, C(extra + slots - 1, slots - 1); Infinity once past
 * {@link MAX_READINGS}, without counting on.
 */
export function readingCount(extra: number, slots: number): number {
  if (slots === 0) return extra === 0 ? 1 : 0;
  let count = 1;
  for (let i = 1; i < slots; i++) {
    count = (count * (extra + i)) / i;
    if (count > MAX_READINGS) return Number.POSITIVE_INFINITY;
  }
  return Math.round(count);
}

/**
 * Whether a line leaves a quoted cell open at its end, as csv-parse reads it: a cell is quoted when
 * its first byte is a quote. A filter
 * only, that spares a parse which would fail, and its error, for each line of a long cell: the line
 * is then parsed by csv-parse, which decides.
 */
export function opensQuote(bytes: Uint8Array, delimiter: number): boolean {
  let at = 0;
  while (at <= bytes.length) {
    if (bytes[at] === 34) {
      // A quoted cell: it ends at a quote that is not doubled; one not followed by the delimiter
      // ends the quoting there and the cell goes on unquoted (csv-parse's relax_quotes).
      at++;
      while (true) {
        const quote = bytes.indexOf(34, at);
        if (quote === -1) return true;
        if (bytes[quote + 1] !== 34) {
          at = quote + 1;
          break;
        }
        at = quote + 2;
      }
    }
    const next = bytes.indexOf(delimiter, at);
    if (next === -1) return false;
    at = next + 1;
  }
  return false;
}

/** The bytes of a parsed first record, as written (for reading it again with strict quoting). */
const bytesOfFirst = (first: { bytes: number; source: Uint8Array }) => first.source.subarray(0, first.bytes);

/** The cells a row of this header has without the unnamed columns at its end. */
function coreWidth<C extends string>(header: Header<C>): number {
  let width = header.order.length;
  while (width > 0 && header.unnamed.includes(width - 1)) width--;
  return width;
}
