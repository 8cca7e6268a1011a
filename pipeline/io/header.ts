import type { FileHandle } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { withoutAccents } from '../../shared/fold.ts';
import { type FieldFinding, finding } from '../findings/finding.ts';
import { decodeCell, type FileEncoding } from './decode.ts';
import { InputError } from './input-error.ts';
import { physicalLines } from './lines.ts';

/** The separators a spreadsheet program writes between cells. */
export type Delimiter = ',' | ';' | '\t' | '|';
const DELIMITERS: readonly Delimiter[] = [',', ';', '\t', '|'];

/** How an export's columns are named and read: the documented names, and the other names each goes by. */
export interface ColumnNames<C extends string> {
  /** Documented columns every export has, e.g. `comuna`, `region`. */
  columns: readonly C[];
  /** Documented columns an export may leave out (read as empty cells). */
  optional?: readonly C[];
  /** Other names a column goes by in the header (Spanish, English, with accents or spaces): `Dirección` for `addres`. */
  names?: Readonly<Partial<Record<string, readonly string[]>>>;
}

/**
 * A header name folded for matching: case, accents, spaces, a BOM, NBSP and punctuation do not
 * count. `Dirección` → `direccion`, `Punto Extra` → `puntoextra`, `E-mail` → `email`.
 */
export const headerKey = (name: string): string =>
  withoutAccents(name.replace(/\uFEFF/g, ''))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Which column each folded name stands for. */
export function nameTable<C extends string>(names: ColumnNames<C>): Map<string, C> {
  const table = new Map<string, C>();
  for (const column of [...names.columns, ...(names.optional ?? [])]) {
    for (const name of [column, ...(names.names?.[column as string] ?? [])]) table.set(headerKey(name), column);
  }
  return table;
}

/** A header line read: which column each position is (null: no name, or a column not used). */
export interface Header<C extends string> {
  order: (C | null)[];
  /** The header's cells as written. */
  names: string[];
  /** Positions with no name (Excel's extra columns), 0-based. */
  unnamed: number[];
  /** Positions whose name is no documented column: ignored. */
  ignored: number[];
  /** Columns read under another name: the position and the name as written. */
  renamed: { column: C; name: string }[];
  /** Optional columns the file does not have: read as empty cells. */
  absent: C[];
  /** Documented columns not found. */
  missing: C[];
  /** A column named twice: the positions. */
  repeated: { column: C; positions: number[] } | null;
}

/** Matches a line's cells against the documented columns and their other names. */
export function matchHeader<C extends string>(cells: readonly string[], names: ColumnNames<C>, table: Map<string, C>): Header<C> {
  const order: (C | null)[] = [];
  const unnamed: number[] = [];
  const ignored: number[] = [];
  const renamed: { column: C; name: string }[] = [];
  const seen = new Map<C, number[]>();
  cells.forEach((name, index) => {
    const key = headerKey(name);
    const column = key === '' ? undefined : table.get(key);
    if (column === undefined) {
      order.push(null);
      (key === '' ? unnamed : ignored).push(index);
      return;
    }
    order.push(column);
    seen.set(column, [...(seen.get(column) ?? []), index]);
    if (headerKey(column) !== key) renamed.push({ column, name: name.trim() });
  });
  const twice = [...seen].find(([, positions]) => positions.length > 1);
  return {
    order,
    names: [...cells],
    unnamed,
    ignored,
    renamed,
    absent: (names.optional ?? []).filter((column) => !seen.has(column)),
    missing: names.columns.filter((column) => !seen.has(column)),
    repeated: twice ? { column: twice[0], positions: twice[1] } : null,
  };
}

/** Excel's `sep=;` line (quoted or not, with the delimiter repeated by a tool that padded it). */
const SEP_HINT = /^\s*"?sep=([^"\w\s])"?[,;\t|]*\s*$/i;

/** How many lines above the header are looked at, at most. */
export const HEAD_LINES = 200;

/** A line's text, decoded as the file's cells are. */
export const lineText = (bytes: Uint8Array, encoding: FileEncoding): string => decodeCell(bytes, encoding.encoding, 'línea', [], encoding.eightBit);

/**
 * One line's cells with a delimiter: csv-parse on that line alone (a quote left open reads as
 * written). What decoding the cells finds (control characters) goes to `findings`, when given.
 */
export function splitLine(bytes: Uint8Array, delimiter: string, encoding: FileEncoding, findings: FieldFinding[] = []): string[] {
  let fields: Uint8Array[];
  try {
    const [record] = parse(Buffer.from(bytes), {
      delimiter,
      encoding: null,
      relax_quotes: true,
      relax_column_count: true,
      quote: '"',
      escape: '"',
    }) as unknown as Uint8Array[][];
    fields = record ?? [];
  } catch {
    fields = Buffer.from(bytes)
      .toString('latin1')
      .split(delimiter)
      .map((part) => Buffer.from(part, 'latin1'));
  }
  return fields.map((field, index) => decodeCell(field, encoding.encoding, `encabezado, columna ${index + 1}`, findings, encoding.eightBit));
}

/** Where the header was found, the header, the delimiter, and what was said about the lines above it and its names. */
export interface FoundHeader<C extends string> {
  line: number;
  /** Where the first line after the header starts, in the file's bytes. */
  next: number;
  delimiter: Delimiter;
  header: Header<C>;
  /** Notes about the header: lines skipped above it, names read as a column, columns ignored. */
  notes: { line: number; finding: FieldFinding }[];
  /** Problems reading the header's own names (control characters): told once. */
  nameFindings: FieldFinding[];
}

const shown = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/**
 * Finds the header: the first line in which every documented column is found (by its name or
 * one of its other names), with the delimiter that splits it so. Everything above it — Excel's
 * `sep=X` line (which also sets the delimiter), titles, dates, blank lines, a row of group
 * headings from merged cells — is skipped with one note naming the lines. When two delimiters
 * both give a header, the one the lines after it agree with wins. No header anywhere, a
 * documented column missing from the best line, or a column named twice stops the file.
 */
export async function findHeader<C extends string>(
  handle: FileHandle,
  file: string,
  start: number,
  encoding: FileEncoding,
  names: ColumnNames<C>,
): Promise<FoundHeader<C>> {
  const table = nameTable(names);
  const lines: { line: number; bytes: Buffer; next: number }[] = [];
  for await (const line of physicalLines(handle, file, start, 1)) {
    lines.push({ line: line.line, bytes: line.bytes, next: line.next });
    if (lines.length >= HEAD_LINES) break;
  }
  const hint = lines.length > 0 ? SEP_HINT.exec(lineText(lines[0]?.bytes ?? Buffer.alloc(0), encoding)) : null;
  const forced = hint ? (hint[1] as Delimiter) : null;
  let best: { line: number; header: Header<C> } | null = null;
  for (let i = hint ? 1 : 0; i < lines.length; i++) {
    const current = lines[i] as { line: number; bytes: Buffer; next: number };
    const found: { delimiter: Delimiter; header: Header<C> }[] = [];
    for (const delimiter of forced ? [forced] : DELIMITERS) {
      if (!current.bytes.includes(delimiter.charCodeAt(0)) && names.columns.length > 1) continue;
      const header = matchHeader(splitLine(current.bytes, delimiter, encoding), names, table);
      if (header.missing.length === 0) found.push({ delimiter, header });
      else if (best === null || header.missing.length < best.header.missing.length) best = { line: current.line, header };
    }
    if (found.length === 0) continue;
    const chosen = found.length === 1 ? (found[0] as (typeof found)[number]) : agreed(found, lines.slice(i + 1, i + 11), encoding);
    return described(file, lines.slice(0, i), current, chosen, hint !== null, encoding);
  }
  if (best !== null && best.header.missing.length < names.columns.length / 2) {
    const { header } = best;
    const found = header.order.filter((column): column is C => column !== null);
    throw new InputError(
      `falta la columna "${header.missing.join('", "')}"; el encabezado más parecido (línea ${best.line}) tiene ${found.length > 0 ? found.join(', ') : 'ninguna columna conocida'}${header.ignored.length > 0 ? ` y ${header.ignored.map((i) => `"${header.names[i]?.trim()}"`).join(', ')}` : ''}; se esperan: ${names.columns.join(', ')}`,
      file,
      best.line,
      header.missing[0] ?? null,
    );
  }
  throw new InputError(
    `no se encontró el encabezado: ninguna de las primeras ${Math.min(lines.length, HEAD_LINES)} líneas tiene las columnas ${names.columns.join(', ')}`,
    file,
    1,
  );
}

/** Of two delimiters that both read a header, the one whose next lines have as many cells as its header. */
function agreed<C extends string>(
  found: { delimiter: Delimiter; header: Header<C> }[],
  after: { bytes: Buffer }[],
  encoding: FileEncoding,
): { delimiter: Delimiter; header: Header<C> } {
  const score = ({ delimiter, header }: { delimiter: Delimiter; header: Header<C> }) =>
    after.filter((line) => splitLine(line.bytes, delimiter, encoding).length === header.order.length).length;
  return [...found].sort((a, b) => score(b) - score(a))[0] as { delimiter: Delimiter; header: Header<C> };
}

/** The header found, with its notes; a column named twice stops the file. */
function described<C extends string>(
  file: string,
  above: { line: number; bytes: Buffer }[],
  at: { line: number; bytes: Buffer; next: number },
  { delimiter, header }: { delimiter: Delimiter; header: Header<C> },
  hinted: boolean,
  encoding: FileEncoding,
): FoundHeader<C> {
  const texts = above.map((line) => ({ line: line.line, text: lineText(line.bytes, encoding) }));
  const notes = headerNotes(file, texts, at.line, header, hinted);
  const nameFindings: FieldFinding[] = [];
  splitLine(at.bytes, delimiter, encoding, nameFindings);
  return { line: at.line, next: at.next, delimiter, header, notes, nameFindings };
}

/**
 * What is said of a header found at line `at`, in a CSV or a sheet: the lines above it skipped
 * (`above`, each with its text), names read as a column, columns ignored, columns with no name.
 * A column named twice stops the file.
 */
export function headerNotes<C extends string>(
  file: string,
  above: readonly { line: number; text: string }[],
  at: number,
  header: Header<C>,
  hinted: boolean,
): { line: number; finding: FieldFinding }[] {
  if (header.repeated) {
    const { column, positions } = header.repeated;
    throw new InputError(
      `dos columnas son la misma columna ${column}: ${positions.map((p) => `"${header.names[p]?.trim()}" (posición ${p + 1})`).join(' y ')}; deje una sola`,
      file,
      at,
      column,
    );
  }
  const notes: { line: number; finding: FieldFinding }[] = [];
  if (above.length > 0) {
    const texts = above.map((line) => shown(line.text.trim())).filter((text) => text !== '');
    const first = above[0]?.line ?? 1;
    const last = above[above.length - 1]?.line ?? first;
    notes.push({
      line: first,
      finding: finding('lines-above-header', {
        field: 'encabezado',
        raw: null,
        lines: first === last ? `La línea ${first}` : `Las líneas ${first} a ${last}`,
        header: at,
        texts: texts.map((text) => `"${text}"`),
        hinted,
      }),
    });
  }
  const cells = header.names;
  if (header.renamed.length > 0) {
    notes.push({
      line: at,
      finding: finding('header-renamed', {
        field: 'encabezado',
        raw: null,
        pairs: header.renamed.map(({ column, name }) => `"${name}" como ${column}`),
      }),
    });
  }
  if (header.ignored.length > 0) {
    notes.push({
      line: at,
      finding: finding('column-ignored', {
        field: 'encabezado',
        raw: null,
        columns: header.ignored.map((i) => `"${cells[i]?.trim()}" (posición ${i + 1})`),
      }),
    });
  }
  if (header.unnamed.length > 0) {
    notes.push({
      line: at,
      finding: finding('unnamed-columns-ignored', { field: 'encabezado', raw: null, columns: header.unnamed.map((i) => i + 1) }),
    });
  }
  return notes;
}
