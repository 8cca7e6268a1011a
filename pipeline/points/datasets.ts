/**
 * The two spreadsheet exports as the runner reads them: their columns, record schema, how a row
 * becomes a record, and how a row with corrected cells is read again under the same id.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { readableRow } from '../cells/cell-repairs.ts';
import type { Reference } from '../cells/places/places.ts';
import { DuplicateTracker } from '../checks/duplicate-rows.ts';
import { type FieldFinding, finding } from '../findings/finding.ts';
import { InputError } from '../io/input-error.ts';
import type { CsvLayout } from '../io/read-csv.ts';
import { CLEAN_POINT_COLUMNS, CleanPointSchema, OPTIONAL_COLUMNS } from '../schema/clean-point.ts';
import { COLLECTION_POINT_COLUMNS, type CollectionPointSchema } from '../schema/collection-point.ts';
import type { CorrectedExport } from '../schema/correction.ts';
import type { Source } from '../schema/source.ts';
import { COLUMN_NAMES, cellReads, FREE_TEXT_COLUMNS } from './columns.ts';
import { CollectionPointRecordSchema, cleanPointKey, mapCleanPoint, mapCollectionPoint } from './records.ts';

export type DatasetRecord = {
  id: string;
  name: string;
  comuna: string;
  address: string | null;
  lat: number | null;
  lng: number | null;
  findings: FieldFinding[];
  source: { line: number };
};

export interface Dataset<C extends string, R extends DatasetRecord> {
  file: string;
  /** How corrections.csv names it. */
  archivo: CorrectedExport;
  output: string;
  columns: readonly C[];
  /** Columns the export may leave out (read as empty cells). */
  optional: readonly C[];
  schema: z.ZodType<R>;
  /** Turns a row's cells into a record; may depend on earlier rows (ids). */
  map(values: Record<C, string>, source: Source, ref: Reference): R;
  /** Turns corrected cells into a record with the id the row already has; no effect on later rows. */
  reread(values: Record<C, string>, source: Source, ref: Reference, id: string): R;
  /** The column of e-mail addresses and the addresses a record publishes from it, for the file's own domains. */
  emails?: { column: C; of(record: R): readonly string[] };
  /** Ids that must be unique, and the column they are typed in. */
  uniqueIds?: {
    column: C;
    /**
     * Runs on this thread in row order after `map`: a replacement id when `id` is already taken,
     * with the finding that says so (`typed` is the row's id cell as typed); null to keep it.
     */
    claim(id: string, line: number, typed: string): { id: string; finding: FieldFinding } | null;
  };
}

/** A record with the findings of reading its cells' text in front of its own. */
const withFindings = <R extends { findings: FieldFinding[] }>(record: R, findings: readonly FieldFinding[]): R =>
  findings.length === 0 ? record : { ...record, findings: [...findings, ...record.findings] };

/** Maps a row's cells as a person reads them (cells/cell-repairs.ts), with what reading them found. */
function readableRecord<C extends string, R extends { findings: FieldFinding[] }>(values: Record<C, string>, map: (readable: Record<C, string>) => R): R {
  const readable = readableRow(values);
  return withFindings(map(readable.values), readable.findings);
}

const hash8 = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 8);

/** Clean points get an id from what identifies them to a person, so it survives reordering and re-runs. */
type CleanColumn = (typeof CLEAN_POINT_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];
type CollectionColumn = (typeof COLLECTION_POINT_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

export function cleanPoints(): Dataset<CleanColumn, z.output<typeof CleanPointSchema>> & {
  /** Marker icons used, with the first line using each. */
  images: Map<string, number>;
} {
  const used = new Set<string>();
  const images = new Map<string, number>();
  const mapped = (values: Record<CleanColumn, string>, source: Source, ref: Reference) => {
    const readable = readableRow(values);
    const draft = withFindings(mapCleanPoint(readable.values, source, ref), readable.findings);
    if (!images.has(draft.image)) images.set(draft.image, source.line);
    return { draft, values: readable.values };
  };
  return {
    images,
    file: 'clean-points.csv',
    archivo: 'clean-points',
    output: 'clean-points.json',
    columns: CLEAN_POINT_COLUMNS,
    optional: OPTIONAL_COLUMNS,
    schema: CleanPointSchema,
    map(raw, source, ref) {
      const { draft, values } = mapped(raw, source, ref);
      const key = cleanPointKey(draft);
      let id = `cp-${hash8(key)}`;
      // Same name and address twice (it happens): tell them apart by the typed position.
      if (used.has(id)) id = `cp-${hash8(`${key}|${values.lat.trim()}|${values.lng.trim()}`)}`;
      for (let n = 2; used.has(id); n++) id = `${id.replace(/-\d+$/, '')}-${n}`;
      used.add(id);
      return { id, ...draft };
    },
    reread: (values, source, ref, id) => ({ id, ...mapped(values, source, ref).draft }),
  };
}

export function collectionPoints(): Dataset<CollectionColumn, z.output<typeof CollectionPointSchema>> {
  // Ids seen so far, hashed: a million ids in 16 MB.
  const used = new DuplicateTracker({ keepLines: false });
  return {
    file: 'collection-points.csv',
    archivo: 'collection-points',
    output: 'collection-points.json',
    columns: COLLECTION_POINT_COLUMNS,
    optional: OPTIONAL_COLUMNS,
    schema: CollectionPointRecordSchema,
    map: (values, source, ref) => readableRecord(values, (readable) => mapCollectionPoint(readable, source, ref)),
    reread: (values, source, ref, id) => ({ ...readableRecord(values, (readable) => mapCollectionPoint(readable, source, ref)), id }),
    emails: { column: 'correo', of: (record) => record.emails },
    uniqueIds: {
      column: 'id',
      claim(id, line, typed) {
        if (used.check([id], line) === null) return null;
        const fixed = `${id}-L${line}`;
        used.check([fixed], line);
        return {
          id: fixed,
          finding: finding('id-duplicate', { field: 'id', raw: typed, fixed, id }),
        };
      },
    },
  };
}

/**
 * How the reader reads an export: its documented columns, the other names a header may give
 * them, its free-text columns (where a stray delimiter is joined back) and how each cell is
 * judged (against the reference tables, for the region).
 */
export function layoutOf<C extends string>(dataset: { columns: readonly C[]; optional: readonly C[] }, ref: Reference): CsvLayout<C> {
  const all: readonly string[] = [...dataset.columns, ...dataset.optional];
  const names: Partial<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(COLUMN_NAMES).filter(([column]) => all.includes(column)));
  return {
    columns: dataset.columns,
    optional: dataset.optional,
    names,
    joinable: FREE_TEXT_COLUMNS.filter((column): column is (typeof FREE_TEXT_COLUMNS)[number] & C => all.includes(column)),
    reads: (column, text) => cellReads(column, text, ref),
  };
}

/** A record made from a row: the reader's findings first, checked against the schema. */
export function checkedRecord<R extends DatasetRecord>(
  dataset: { file: string; schema: z.ZodType<R> },
  mapped: R,
  line: number,
  readerFindings: readonly FieldFinding[],
): R {
  const draft = readerFindings.length > 0 ? { ...mapped, findings: [...readerFindings, ...mapped.findings] } : mapped;
  const parsed = dataset.schema.safeParse(draft);
  if (parsed.success) return parsed.data;
  // A record the cleaning made that breaks its own contract: a defect of the pipeline, named by the row.
  const issue = parsed.error.issues[0];
  throw new InputError(
    `el registro no cumple el esquema tras limpiarlo: ${issue?.message ?? parsed.error.message}`,
    dataset.file,
    line,
    issue?.path.join('.') ?? null,
  );
}
