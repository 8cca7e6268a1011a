import type { z } from 'zod';
import type { FieldFinding } from '../schema/finding.ts';
import type { CsvRow } from './read.ts';

/** A row turned into a valid record, already serialised for the output. */
export interface MappedRow {
  line: number;
  id: string;
  json: string;
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
