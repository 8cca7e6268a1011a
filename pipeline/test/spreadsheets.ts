import iconv from 'iconv-lite';

/**
 * How each program a maintainer may use writes a CSV: its delimiter, line ends, bytes, quoting,
 * and what it puts before the data. Written from each program's documented defaults and from
 * files they were seen to write; the tests write the same rows each way.
 */
export interface Dialect {
  /** The program and its save option, e.g. `Excel (Windows, es-CL): CSV (delimitado por comas)`. */
  tool: string;
  delimiter: ',' | ';' | '\t';
  newline: '\r\n' | '\n' | '\r';
  encoding: 'utf-8' | 'utf-8-bom' | 'windows-1252' | 'macintosh' | 'cp850' | 'utf-16le-bom';
  /** `minimal`: only cells that need it; `text`: every cell that is not a number (LibreOffice's "quote all text cells", R). */
  quoting: 'minimal' | 'text';
  /** Excel's `sep=` line first. */
  sepLine?: boolean;
  /** A first column of row numbers with an empty name (pandas' index, R's row names). */
  rowNumbers?: boolean;
  /** An empty column at the end of every line (Excel keeps a formatted empty column). */
  trailingEmpty?: boolean;
}

export const DIALECTS: readonly Dialect[] = [
  { tool: 'Excel (Windows, es-CL): CSV (delimitado por comas)', delimiter: ';', newline: '\r\n', encoding: 'windows-1252', quoting: 'minimal' },
  { tool: 'Excel (Windows): CSV UTF-8, with sep=', delimiter: ';', newline: '\r\n', encoding: 'utf-8-bom', quoting: 'minimal', sepLine: true },
  { tool: 'Excel (Windows, en-US): CSV UTF-8', delimiter: ',', newline: '\r\n', encoding: 'utf-8-bom', quoting: 'minimal', trailingEmpty: true },
  { tool: 'Excel (Windows): CSV (MS-DOS)', delimiter: ';', newline: '\r\n', encoding: 'cp850', quoting: 'minimal' },
  { tool: 'Excel (Windows): Unicode Text', delimiter: '\t', newline: '\r\n', encoding: 'utf-16le-bom', quoting: 'minimal' },
  { tool: 'Excel (Mac): CSV (Macintosh)', delimiter: ';', newline: '\r', encoding: 'macintosh', quoting: 'minimal' },
  { tool: 'Excel (Mac): CSV UTF-8', delimiter: ',', newline: '\n', encoding: 'utf-8-bom', quoting: 'minimal' },
  { tool: 'LibreOffice Calc: Texto CSV, comillas en todo el texto', delimiter: ',', newline: '\n', encoding: 'utf-8', quoting: 'text' },
  { tool: 'LibreOffice Calc: Texto CSV en Windows-1252 con ;', delimiter: ';', newline: '\r\n', encoding: 'windows-1252', quoting: 'minimal' },
  { tool: 'Google Sheets: valores separados por comas', delimiter: ',', newline: '\r\n', encoding: 'utf-8', quoting: 'minimal' },
  { tool: 'pandas: DataFrame.to_csv()', delimiter: ',', newline: '\n', encoding: 'utf-8', quoting: 'minimal', rowNumbers: true },
  { tool: 'R: write.csv()', delimiter: ',', newline: '\n', encoding: 'utf-8', quoting: 'text', rowNumbers: true },
];

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** One cell as the dialect writes it. */
export function cellAs(dialect: Dialect, cell: string): string {
  const needs = cell.includes(dialect.delimiter) || /["\r\n]/.test(cell) || (dialect.quoting === 'text' && cell !== '' && !NUMBER.test(cell));
  return needs ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One line of cells as the dialect writes it (without the line end). */
export function lineAs(dialect: Dialect, cells: readonly string[], index: number | null): string {
  const numbered = dialect.rowNumbers ? [index === null ? '' : String(index), ...cells] : [...cells];
  if (dialect.trailingEmpty) numbered.push('');
  return numbered
    .map((cell, i) => (dialect.rowNumbers && i === 0 && index !== null && dialect.quoting === 'text' ? `"${cell}"` : cellAs(dialect, cell)))
    .join(dialect.delimiter);
}

/**
 * A file as the dialect writes it: lines that are already written (odd lines, given as text) and
 * rows of cells; the header is the first row. Returns the bytes and, for each line given, the line
 * of the file it starts on.
 */
export function fileAs(dialect: Dialect, lines: readonly (readonly string[] | { text: string })[]): { bytes: Buffer; lineOf: number[] } {
  const out: string[] = [];
  const lineOf: number[] = [];
  if (dialect.sepLine) out.push(`sep=${dialect.delimiter}`);
  let row = 0;
  let physical = out.length + 1;
  for (const line of lines) {
    lineOf.push(physical);
    const text = 'text' in line ? line.text : lineAs(dialect, line, row++ === 0 ? null : row - 2);
    out.push(text);
    physical += 1 + (text.match(/\r\n|\r|\n/g)?.length ?? 0);
  }
  const text = `${out.join(dialect.newline)}${dialect.newline}`;
  return { bytes: encode(text, dialect.encoding), lineOf };
}

function encode(text: string, encoding: Dialect['encoding']): Buffer {
  switch (encoding) {
    case 'utf-8':
      return Buffer.from(text, 'utf8');
    case 'utf-8-bom':
      return Buffer.from(`\uFEFF${text}`, 'utf8');
    case 'utf-16le-bom':
      return Buffer.from(`\uFEFF${text}`, 'utf16le');
    default:
      return iconv.encode(text, encoding);
  }
}

/** Whether the dialect's bytes can hold the text (an 8-bit set has no `…` or `€` of every kind). */
export function fits(dialect: Dialect, text: string): boolean {
  if (!['windows-1252', 'macintosh', 'cp850'].includes(dialect.encoding)) return true;
  return iconv.decode(iconv.encode(text, dialect.encoding), dialect.encoding) === text;
}
