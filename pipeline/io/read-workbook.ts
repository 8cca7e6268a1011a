import type { FileHandle } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { type FieldFinding, finding } from '../findings/finding.ts';
import { columnLetters } from '../findings/finding-codes.ts';
import type { InputFormat } from '../schema/report.ts';
import type { FileEncoding } from './decode.ts';
import { type FoundHeader, HEAD_LINES, type Header, headerNotes, matchHeader, nameTable } from './header.ts';
import { InputError } from './input-error.ts';
import { type CsvItem, type CsvLayout, RowReader } from './rows.ts';

/** The workbook formats read: Office Open XML (Excel, Google Sheets), OpenDocument (LibreOffice) and Excel 97–2003. */
export type WorkbookFormat = Exclude<InputFormat, 'csv'>;

/** What the report says about a workbook read: its format and the sheet the rows come from. */
export interface WorkbookInfo {
  format: WorkbookFormat;
  sheet: string;
  /** Each documented column's letters in the sheet (`K` for the 11th column): where a finding's cell is. */
  letters: Record<string, string>;
}

/**
 * The most a workbook's parts may take once decompressed, together. A sheet of 10,000 points is
 * about 8 MB of XML; at 32 MB (some 40,000 rows) the reading stays within the pipeline's heap.
 * A file declaring more, or inflating to more whatever it declares, is refused before it is read.
 */
export const MAX_UNZIPPED_BYTES = 32 * 1024 * 1024;

/** The most an Excel 97–2003 file (not compressed, about 14 bytes a number cell) may weigh, for the same reason: some 40,000 rows of text. */
export const MAX_XLS_BYTES = 16 * 1024 * 1024;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);

/** Whether these first bytes are a workbook's: a zip (xlsx, ods) or an OLE2 compound file (xls, or an encrypted xlsx). */
export function isWorkbook(head: Uint8Array): boolean {
  return startsWith(head, ZIP) || startsWith(head, OLE2);
}

/** Error values by the code Excel stores (SheetJS hands the code as the cell's value). */
const ERROR_TEXT: Readonly<Record<number, string>> = {
  0: '#NULL!',
  7: '#DIV/0!',
  15: '#VALUE!',
  23: '#REF!',
  29: '#NAME?',
  36: '#NUM!',
  42: '#N/A',
  43: '#GETTING_DATA',
};

const MB = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;

const TOO_LARGE = (size: string) =>
  `el libro ocupa ${size} una vez descomprimido, y el límite es ${MB(MAX_UNZIPPED_BYTES)} (unas 40.000 filas): si tiene miles de filas vacías con formato bajo los datos, bórrelas; si los datos son tantos, guarde la hoja como CSV UTF-8 (Archivo → Guardar como) y deje solo el CSV en raw-data/`;

/**
 * Checks a zip's parts before anything is decompressed for good: the sizes its directory
 * declares, then the bytes each part really inflates to (counted and thrown away, stopped at the
 * limit), so a small file claiming a million styled rows cannot exhaust the heap. Returns the
 * names of its parts.
 */
function checkZip(bytes: Uint8Array, file: string, listen: (name: string) => ((chunk: Uint8Array) => void) | null = () => null): string[] {
  const names: string[] = [];
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter(entry) {
        names.push(entry.name);
        declared += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw new InputError('el libro está dañado o incompleto (no se puede abrir como zip): vuelva a guardarlo o a descargarlo', file);
  }
  if (declared > MAX_UNZIPPED_BYTES) throw new InputError(TOO_LARGE(MB(declared)), file);
  let inflated = 0;
  let failed: string | null = null;
  const unzip = new Unzip((entry) => {
    const listener = listen(entry.name);
    entry.ondata = (error, chunk) => {
      if (error) failed ??= error.message;
      inflated += chunk?.length ?? 0;
      if (inflated > MAX_UNZIPPED_BYTES) entry.terminate();
      else if (listener && chunk) listener(chunk);
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    failed ??= (error as Error).message;
  }
  if (inflated > MAX_UNZIPPED_BYTES) throw new InputError(TOO_LARGE(`más de ${MB(MAX_UNZIPPED_BYTES)}`), file);
  if (failed !== null)
    throw new InputError('el libro está dañado o incompleto (una de sus partes no se descomprime): vuelva a guardarlo o a descargarlo', file);
  return names;
}

/** What an OpenDocument file hides, by sheet: the sheet itself, rows and columns (0-based). SheetJS reads none of it. */
type Hidden = Map<string, { sheet: boolean; rows: number[]; columns: number[] }>;

/**
 * Reads what an .ods hides from its content.xml as it inflates, by its tags alone: a table whose
 * style says `table:display="false"` (a hidden sheet), and rows and columns with
 * `table:visibility` `collapse` (hidden) or `filter` (hidden by a filter), counted with their repeats.
 */
function odsHidden(): { listen: (chunk: Uint8Array) => void; hidden: Hidden } {
  const hidden: Hidden = new Map();
  const decoder = new TextDecoder();
  const hiddenStyles = new Set<string>();
  let style: string | null = null;
  let table: { sheet: boolean; rows: number[]; columns: number[] } | null = null;
  let row = 0;
  let column = 0;
  let rest = '';
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const TAG = /<(style:style|style:table-properties|table:table|table:table-row|table:table-column)(?=[\s/>])[^>]*>/g;
  const listen = (chunk: Uint8Array) => {
    const text = rest + decoder.decode(chunk, { stream: true });
    const cut = text.lastIndexOf('<');
    const whole = cut === -1 ? text : text.slice(0, cut);
    rest = cut === -1 ? '' : text.slice(cut);
    for (const match of whole.matchAll(TAG)) {
      const [tag, name] = match;
      if (name === 'style:style') style = attribute(tag, 'style:name') ?? null;
      else if (name === 'style:table-properties') {
        if (style !== null && attribute(tag, 'table:display') === 'false') hiddenStyles.add(style);
      } else if (name === 'table:table') {
        table = { sheet: hiddenStyles.has(attribute(tag, 'table:style-name') ?? ''), rows: [], columns: [] };
        hidden.set(attribute(tag, 'table:name') ?? '', table);
        row = 0;
        column = 0;
      } else if (table !== null) {
        const repeat = Math.min(
          Number(attribute(tag, name === 'table:table-row' ? 'table:number-rows-repeated' : 'table:number-columns-repeated') ?? 1) || 1,
          1_048_576,
        );
        const visibility = attribute(tag, 'table:visibility');
        const list = name === 'table:table-row' ? table.rows : table.columns;
        const at = name === 'table:table-row' ? row : column;
        if (visibility === 'collapse' || visibility === 'filter') for (let k = 0; k < Math.min(repeat, 65_536); k++) list.push(at + k);
        if (name === 'table:table-row') row += repeat;
        else column += repeat;
      }
    }
  };
  return { listen, hidden };
}

/** The workbook's format from its bytes (its parts, for a zip), or an InputError saying why it is none; for an .ods, what it hides. */
function formatOf(bytes: Uint8Array, file: string): { format: WorkbookFormat; hidden: Hidden | null } {
  if (startsWith(bytes, OLE2)) {
    if (bytes.length > MAX_XLS_BYTES)
      throw new InputError(`el libro pesa ${MB(bytes.length)} y el límite es ${MB(MAX_XLS_BYTES)}: guarde la hoja como CSV UTF-8`, file);
    return { format: 'xls', hidden: null };
  }
  const ods = odsHidden();
  const names = checkZip(bytes, file, (name) => (name === 'content.xml' ? ods.listen : null));
  if (names.includes('xl/workbook.xml') || names.includes('xl/workbook.bin')) return { format: 'xlsx', hidden: null };
  if (names.includes('content.xml')) return { format: 'ods', hidden: ods.hidden };
  throw new InputError(
    'el archivo es un zip, pero no contiene un libro de Excel ni de LibreOffice: ábralo en su programa de planillas y guárdelo como .xlsx, .ods o CSV UTF-8',
    file,
  );
}

/** Reads the workbook with SheetJS, saying in Spanish why it cannot be (password, damage). */
function parsed(bytes: Uint8Array, file: string): XLSX.WorkBook {
  // SheetJS writes some diagnostics to the console (a LibreOffice conditional number format it
  // cannot render, which changes no stored value): not the maintainer's business, kept off the terminal.
  const log = console.error;
  console.error = () => undefined;
  try {
    return XLSX.read(bytes, { type: 'buffer', dense: true, cellNF: true, cellStyles: true, cellFormula: true, cellText: false, cellDates: false });
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/password|encrypt/i.test(message)) {
      throw new InputError(
        'el libro está protegido con contraseña: ábralo, quítele la contraseña (Archivo → Información → Proteger libro) y guárdelo de nuevo',
        file,
      );
    }
    throw new InputError('el libro está dañado o no se puede leer: vuelva a guardarlo desde su programa de planillas, o guárdelo como CSV UTF-8', file);
  } finally {
    console.error = log;
  }
}

/** A number as a spreadsheet shows it in General format: its 15 significant digits, without a trailing `.0` (`-33.456999999999994` → `-33.457`, `56912345678`). */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return String(Number(value.toPrecision(15)));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date or time cell as text, from its serial number and its format: `09:00` for a time,
 * `2026-03-15` for a date, `2026-03-15 09:00` for both (seconds when there are any). Computed
 * from the number alone, in the workbook's date system: the machine's time zone plays no part.
 */
function dateText(serial: number, format: string, date1904: boolean): string {
  const parts = XLSX.SSF.parse_date_code(serial, { date1904 });
  const bare = format.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '').toLowerCase();
  const hasDate = /[dy]/.test(bare) || (/m/.test(bare) && !/[hs]/.test(bare));
  const hasTime = /[hs]/.test(bare);
  const time = `${pad(parts.H)}:${pad(parts.M)}${parts.S > 0 ? `:${pad(parts.S)}` : ''}`;
  const date = `${pad(parts.y, 4)}-${pad(parts.m)}-${pad(parts.d)}`;
  if (hasDate && hasTime) return `${date} ${time}`;
  return hasTime ? time : date;
}

/** One cell's text as the pipeline reads it: its stored value, never its display. */
interface CellRead {
  text: string;
  /** A formula with no value saved with it (the program that wrote the file does not calculate). */
  uncached?: boolean;
}

function cellText(cell: XLSX.CellObject | undefined, date1904: boolean): CellRead {
  if (cell === undefined || cell === null) return { text: '' };
  // An error first: one Excel has no code for (Google Sheets' `#ERROR!`) comes with no value, only its text.
  if (cell.t === 'e') return { text: ERROR_TEXT[cell.v as number] ?? (typeof cell.w === 'string' && cell.w.startsWith('#') ? cell.w : '#ERROR!') };
  if (cell.v === undefined || cell.t === 'z') return cell.f ? { text: '', uncached: true } : { text: '' };
  switch (cell.t) {
    case 'b':
      return { text: cell.v ? 'VERDADERO' : 'FALSO' };
    case 'n': {
      const format = typeof cell.z === 'string' ? cell.z : '';
      return { text: format !== '' && XLSX.SSF.is_date(format) ? dateText(cell.v as number, format, date1904) : numberText(cell.v as number) };
    }
    case 'd': {
      const date = cell.v as Date;
      return { text: `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` };
    }
    default:
      return { text: String(cell.v) };
  }
}

/**
 * A sheet's rows, up to its last row with something in it (formatted empty rows below are no
 * rows), each read as texts only when asked for: a sheet is never held twice in memory.
 */
interface SheetRows {
  name: string;
  /** How many rows: the last with something in it, 1-based. */
  count: number;
  /** Row `r` (0-based) as texts, without its empty cells at the end. */
  row(r: number): CellRead[];
  /** The 0-based rows the sheet hides (by hand or by a filter), and its hidden columns. */
  hiddenRows: number[];
  hiddenColumns: number[];
}

function sheetRows(sheet: XLSX.WorkSheet, name: string, date1904: boolean, ods: { rows: number[]; columns: number[] } | undefined): SheetRows {
  const data = (sheet['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  const row = (r: number): CellRead[] => {
    const cells = data[r] ?? [];
    const read: CellRead[] = [];
    let width = 0;
    for (let c = 0; c < cells.length; c++) {
      const each = cellText(cells[c], date1904);
      read.push(each);
      if (each.text.trim() !== '' || each.uncached) width = c + 1;
    }
    read.length = width;
    return read;
  };
  let count = data.length;
  while (count > 0 && row(count - 1).length === 0) count--;
  // Hidden as SheetJS reads it (xlsx, xls) or as the .ods's own tags say: one sorted list each.
  const hiddenRows = new Set((ods?.rows ?? []).filter((r) => r < count));
  for (const [r, info] of (sheet['!rows'] ?? []).entries()) if (info?.hidden && r < count) hiddenRows.add(r);
  const hiddenColumns = new Set(ods?.columns ?? []);
  for (const [c, info] of (sheet['!cols'] ?? []).entries()) if (info?.hidden) hiddenColumns.add(c);
  const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
  return { name, count, row, hiddenRows: sorted(hiddenRows), hiddenColumns: sorted(hiddenColumns) };
}

/** The first row of a sheet where every documented column is found, and the header it reads. */
function headerIn<C extends string>(sheet: SheetRows, layout: CsvLayout<C>, table: Map<string, C>): { index: number; header: Header<C> } | null {
  for (let r = 0; r < Math.min(sheet.count, HEAD_LINES); r++) {
    const cells = sheet.row(r).map((cell) => cell.text);
    if (cells.length === 0) continue;
    const header = matchHeader(cells, layout, table);
    if (header.missing.length === 0) return { index: r, header };
  }
  return null;
}

const quoted = (names: readonly string[]) => names.map((name) => `«${name}»`).join(' y ');

const UTF8: FileEncoding = { encoding: 'utf-8', bomBytes: 0, eightBit: 'windows-1252' };

/**
 * Reads an export kept as a workbook (.xlsx, .ods, .xls, or one saved under a .csv name) and
 * hands back the same items as a CSV's (read-csv.ts): the sheet is the one visible sheet whose
 * header has every documented column; each cell is its stored value (numbers to the 15 digits a
 * spreadsheet shows, dates and times by their format, errors as their text, a formula by the
 * value saved with it); the rows go through the same rules as a CSV's, one per sheet row, each
 * line being the sheet's row number. `info` is filled in once the sheet is chosen.
 */
export async function* readWorkbookBatches<C extends string>(
  handle: FileHandle,
  file: string,
  layout: CsvLayout<C>,
  info: Partial<WorkbookInfo & { headerLine: number }> = {},
  /** The file is named .csv: said once. */
  namedCsv = false,
): AsyncGenerator<CsvItem<C>[]> {
  const bytes: Uint8Array = await handle.readFile();
  const { format, hidden: odsHiddenParts } = formatOf(bytes, file);
  const notes = namedCsv ? [finding('workbook-named-csv', { field: 'archivo', raw: null, format })] : [];
  const book = parsed(bytes, file);
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  const table = nameTable(layout);
  const hidden = (index: number) =>
    Number(book.Workbook?.Sheets?.[index]?.Hidden ?? 0) !== 0 || odsHiddenParts?.get(book.SheetNames[index] ?? '')?.sheet === true;
  const found: { sheet: SheetRows; index: number; header: Header<C> }[] = [];
  const without: string[] = [];
  const hiddenSheets: string[] = [];
  for (const [index, name] of book.SheetNames.entries()) {
    if (hidden(index)) {
      hiddenSheets.push(name);
      continue;
    }
    const sheet = book.Sheets[name];
    if (sheet === undefined) continue;
    const rows = sheetRows(sheet, name, date1904, odsHiddenParts?.get(name));
    const at = headerIn(rows, layout, table);
    if (at === null) without.push(name);
    else found.push({ sheet: rows, ...at });
  }
  if (found.length > 1) {
    throw new InputError(
      `las hojas ${quoted(found.map((each) => each.sheet.name))} tienen las dos el encabezado: no se sabe cuál leer. Oculte o borre la hoja antigua (clic derecho en su pestaña → Ocultar o Eliminar) y guarde el libro`,
      file,
    );
  }
  const chosen = found[0];
  if (chosen === undefined) {
    throw new InputError(
      `ninguna hoja visible tiene el encabezado (las columnas ${layout.columns.join(', ')}); hojas revisadas: ${quoted(without)}${hiddenSheets.length > 0 ? `; ocultas, no se leen: ${quoted(hiddenSheets)}` : ''}`,
      file,
    );
  }
  const { sheet, index, header: named } = chosen;
  // The header spans every column a row has something in: a value right of the named columns is one in an unnamed column.
  let width = named.order.length;
  for (let r = index + 1; r < sheet.count; r++) width = Math.max(width, sheet.row(r).length);
  const headerCells = sheet.row(index).map((cell) => cell.text);
  while (headerCells.length < width) headerCells.push('');
  const header = matchHeader(headerCells, layout, table);
  const line = index + 1;
  const letters: Record<string, string> = {};
  for (const [position, column] of header.order.entries()) if (column !== null) letters[column] = columnLetters(position + 1);
  Object.assign(info, { format, sheet: sheet.name, letters, headerLine: line });

  const above = Array.from({ length: index }, (_, r) => ({
    line: r + 1,
    text: sheet
      .row(r)
      .map((cell) => cell.text)
      .join(' '),
  }));
  const firstNote: CsvItem<C>[] = [
    ...notes.map((note) => ({ kind: 'note' as const, line: 1, finding: note })),
    ...headerNotes(file, above, line, header, false).map(({ line: at, finding: made }) => ({ kind: 'note' as const, line: at, finding: made })),
  ];
  if (found.length === 1 && (without.length > 0 || hiddenSheets.length > 0)) {
    firstNote.push({
      kind: 'note',
      line,
      finding: finding('workbook-sheets-ignored', { field: 'hoja', raw: null, sheet: sheet.name, others: without, hidden: hiddenSheets }),
    });
  }
  const hiddenRows = sheet.hiddenRows.filter((r) => r > index).map((r) => r + 1);
  if (hiddenRows.length > 0 || sheet.hiddenColumns.length > 0) {
    firstNote.push({
      kind: 'note',
      line: hiddenRows[0] ?? line,
      finding: finding('workbook-hidden-read', {
        field: 'hoja',
        raw: null,
        rows: rangesOf(hiddenRows),
        count: hiddenRows.length,
        columns: sheet.hiddenColumns.map((c) => columnLetters(c + 1)),
      }),
    });
  }
  yield firstNote;

  const foundHeader: FoundHeader<C> = { line, next: 0, delimiter: ';', header, notes: [], nameFindings: [] };
  const reader = new RowReader<C>(file, layout, foundHeader, UTF8, handle, bytes.length, null, true);
  // A formula saved without its value reads as an empty cell: its row says so, naming the cell.
  const uncached = new Map<number, FieldFinding[]>();
  const withUncached = (batch: CsvItem<C>[]) => {
    for (const item of batch) {
      const made = item.kind === 'row' ? uncached.get(item.line) : undefined;
      if (made !== undefined && item.kind === 'row') item.findings.push(...made);
      uncached.delete(item.line);
    }
    return batch;
  };
  const encoder = new TextEncoder();
  const empty = new Uint8Array(0);
  for (let r = index + 1; r < sheet.count; r++) {
    const row = sheet.row(r);
    const fields = new Array<Uint8Array>(width);
    for (let c = 0; c < width; c++) {
      const cell = row[c];
      const text = cell?.text ?? '';
      fields[c] = text === '' ? empty : encoder.encode(text);
      if (cell?.uncached) {
        const cellName = `${columnLetters(c + 1)}${r + 1}`;
        const made = finding('workbook-formula-uncached', { field: header.order[c] ?? `columna ${c + 1}`, raw: null, cell: cellName });
        uncached.set(r + 1, [...(uncached.get(r + 1) ?? []), made]);
      }
    }
    reader.take(fields, { line: r + 1, nextLine: r + 2, start: 0, end: 0 });
    const ready = reader.ready(false);
    if (ready) yield withUncached(ready);
  }
  const rest = reader.ready(true);
  if (rest) yield withUncached(rest);
}

/** Row numbers as ranges: `5, 7 a 9, 12`. */
function rangesOf(rows: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < rows.length; ) {
    let j = i;
    while (j + 1 < rows.length && (rows[j + 1] as number) === (rows[j] as number) + 1) j++;
    parts.push(i === j ? String(rows[i]) : `${rows[i]} a ${rows[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}
