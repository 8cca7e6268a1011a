/** Quotes a cell when it holds a comma, a quote, a semicolon or a line break; inner quotes are doubled. */
export function quoteCell(cell: string): string {
  return /[",;\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One CSV line (no line ending). */
export function csvLine(cells: readonly string[]): string {
  return cells.map(quoteCell).join(',');
}

/** A whole CSV file: header, then one line per row, LF endings, trailing newline. */
export function toCsv(header: readonly string[], lines: readonly string[]): string {
  return `${[csvLine(header), ...lines].join('\n')}\n`;
}
