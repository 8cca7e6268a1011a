import { stringify } from 'csv-stringify/sync';
import type { InboxRecord } from './store.ts';

/** The records as JSON, as stored: `[{ receivedAt, form, data }]`. */
export function recordsToJson(records: readonly InboxRecord[]): string {
  return `${JSON.stringify(records, null, 2)}\n`;
}

/** A submission's fields as columns: nested objects (such as `consentimiento`) as `consentimiento.version`; lists as JSON text. */
function flatten(value: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, item]): [string, string][] => {
    const name = `${prefix}${key}`;
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) return flatten(item as Record<string, unknown>, `${name}.`);
    if (item === null || item === undefined) return [[name, '']];
    return [[name, typeof item === 'string' ? item : typeof item === 'object' ? JSON.stringify(item) : String(item)]];
  });
}

/**
 * The records as a CSV a spreadsheet opens as it is: one row per submission, the columns
 * `receivedAt` and `form` and then one per field (in the order they first appear), UTF-8 with a
 * byte-order mark so accents survive, CRLF line ends. A value that a spreadsheet would run as a
 * formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return: a visitor can type one)
 * gets a leading `'`, so it is shown as text.
 */
export function recordsToCsv(records: readonly InboxRecord[]): string {
  const rows = records.map((record) => new Map<string, string>([['receivedAt', record.receivedAt], ['form', record.form], ...flatten(record.data)]));
  const columns = new Set(['receivedAt', 'form']);
  for (const row of rows) for (const key of row.keys()) columns.add(key);
  return stringify(
    rows.map((row) => [...columns].map((column) => row.get(column) ?? '')),
    { header: true, columns: [...columns], bom: true, escape_formulas: true, record_delimiter: 'windows' },
  );
}
