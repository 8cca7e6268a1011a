import type { z } from 'zod';
import type { FieldFinding } from '../schema/finding.ts';
import type { CsvRow } from './read.ts';

/**
 * A row turned into a valid record, already serialised for the output: JSON text, or its UTF-8
 * bytes when a worker thread made it (see `encodeBatch`).
 */
export interface MappedRow {
  line: number;
  id: string;
  json: string | Uint8Array;
  findings: FieldFinding[];
}

/** A row whose record did not satisfy the schema (a defect of the cleaning, not of the data). */
export interface RowFailure {
  line: number;
  failure: { message: string; field: string | null };
}

export type RowResult = MappedRow | RowFailure;

/**
 * Maps rows to records and validates each against its schema, returning what the writer needs.
 * Pure (no state shared between rows), so it runs the same on the main thread or a worker.
 */
export function mapRows<C extends string, R extends { id: string; findings: FieldFinding[] }>(
  rows: readonly CsvRow<C>[],
  file: string,
  schema: z.ZodType<R>,
  map: (values: Record<C, string>, source: { file: string; line: number }) => unknown,
): RowResult[] {
  const results: RowResult[] = [];
  for (const { line, values } of rows) {
    const parsed = schema.safeParse(map(values, { file, line }));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      results.push({ line, failure: { message: issue?.message ?? parsed.error.message, field: issue?.path.join('.') ?? null } });
      continue;
    }
    results.push({ line, id: parsed.data.id, json: JSON.stringify(parsed.data), findings: parsed.data.findings });
  }
  return results;
}

/**
 * Moves a batch's JSON into one buffer of UTF-8 bytes, each row's `json` becoming a view of
 * its part; returns the buffer to transfer. A worker thread sends results this way: the main
 * thread then receives no strings (moving the buffer copies nothing) and copies the bytes
 * straight into the output, where a string would be copied across, kept on the main thread's
 * heap until written, and encoded there.
 */
export function encodeBatch(results: RowResult[]): ArrayBuffer {
  const mapped = results.filter((result): result is MappedRow => 'json' in result && typeof result.json === 'string');
  const texts = mapped.map((result) => result.json as string);
  // Most records are ASCII with a few accents; the buffer grows in the rare batch that needs more.
  let bytes = Buffer.allocUnsafeSlow(Math.max(1024, Math.ceil(texts.reduce((size, json) => size + json.length, 0) * 1.25)));
  let used = 0;
  const ends: number[] = [];
  for (const json of texts) {
    // One UTF-16 unit takes at most 3 bytes; an exact count is only needed near the end.
    if (used + json.length * 3 > bytes.length && used + Buffer.byteLength(json) > bytes.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(bytes.length * 2, used + json.length * 3));
      bytes.copy(grown, 0, 0, used);
      bytes = grown;
    }
    used += bytes.write(json, used, 'utf8');
    ends.push(used);
  }
  // The views are made once the buffer has stopped growing.
  mapped.forEach((result, index) => {
    const start = ends[index - 1] ?? 0;
    result.json = new Uint8Array(bytes.buffer, bytes.byteOffset + start, (ends[index] ?? start) - start);
  });
  return bytes.buffer as ArrayBuffer;
}
