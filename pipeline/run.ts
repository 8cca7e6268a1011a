import { createHash } from 'node:crypto';
import { InputError } from './errors.ts';
import { join } from 'node:path';
import type { z } from 'zod';
import { CLEAN_POINT_COLUMNS, CleanPointSchema } from './schema/clean-point.ts';
import { COLLECTION_POINT_COLUMNS, CollectionPointSchema } from './schema/collection-point.ts';
import { type AudioIndex, AudioIndexSchema } from './schema/audio.ts';
import type { FieldFinding, Finding } from './schema/finding.ts';
import type { InputSummary, ReportSummary } from './schema/report.ts';
import { DuplicateTracker } from './steps/dedupe.ts';
import { cleanPointKey, CollectionPointRecordSchema, mapCleanPoint, mapCollectionPoint } from './steps/points.ts';
import { type CsvInfo, type CsvRow, readCsvBatches } from './steps/read.ts';
import { RowPool } from './steps/pool.ts';
import { encodeBatch, mapRows, type RowResult } from './steps/rows.ts';
import { loadReference, type Reference } from './steps/reference.ts';
import { FindingLog } from './steps/report.ts';
import { CONTENT } from './content.ts';
import { buildBasemap } from './steps/basemap.ts';
import { listMedia, MEDIA_DIR, readContent, unusedMedia } from './steps/content.ts';
import { JsonArrayWriter, type OutputSink } from './steps/write.ts';

/** What the pipeline may do to the outside world; the CLI passes real ones, tests quiet ones. */
export interface PipelineEffects {
  sink: OutputSink;
  /** Called every `PROGRESS_EVERY` rows of a large input. */
  progress?: (file: string, rows: number) => void;
  /** Called with each finding as it is made (the CLI's --verbose). */
  onFinding?: (finding: Finding) => void;
  /**
   * Worker threads for the collection points (0 or absent: all on this thread). The output is
   * byte-identical either way; threads only pay off on large exports.
   */
  workers?: number;
}

/**
 * Rows per batch handed to a worker, batches in flight per worker, and batches this thread may
 * map ahead while the oldest is still with a worker.
 */
const BATCH_ROWS = 512;
const IN_FLIGHT_PER_WORKER = 3;
const AHEAD_WHILE_WAITING = 4;

export const PROGRESS_EVERY = 100_000;

interface Dataset<C extends string, R extends { id: string; findings: FieldFinding[]; source: { line: number } }> {
  file: string;
  output: string;
  columns: readonly C[];
  schema: z.ZodType<R>;
  /** Turns a cleaned row into a record; may depend on earlier rows (then it runs on this thread). */
  map(values: Record<C, string>, source: { file: string; line: number }, ref: Reference): R;
  /** True when `map` is pure and pipeline/worker.ts can run it on worker threads. */
  parallel?: boolean;
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

const hash8 = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 8);

/** Clean points get an id from what identifies them to a person, so it survives reordering and re-runs. */
function cleanPoints(): Dataset<(typeof CLEAN_POINT_COLUMNS)[number], z.output<typeof CleanPointSchema>> & {
  /** Marker icons used, with the first line using each. */
  images: Map<string, number>;
} {
  const used = new Set<string>();
  const images = new Map<string, number>();
  return {
    images,
    file: 'clean-points.csv',
    output: 'clean-points.json',
    columns: CLEAN_POINT_COLUMNS,
    schema: CleanPointSchema,
    map(values, source, ref) {
      const draft = mapCleanPoint(values, source, ref);
      const key = cleanPointKey(draft);
      let id = `cp-${hash8(key)}`;
      // Same name and address twice (it happens): tell them apart by the typed position.
      if (used.has(id)) id = `cp-${hash8(`${key}|${values.lat.trim()}|${values.lng.trim()}`)}`;
      for (let n = 2; used.has(id); n++) id = `${id.replace(/-\d+$/, '')}-${n}`;
      used.add(id);
      if (!images.has(draft.image)) images.set(draft.image, source.line);
      return { id, ...draft };
    },
  };
}

function collectionPoints(): Dataset<(typeof COLLECTION_POINT_COLUMNS)[number], z.output<typeof CollectionPointSchema>> {
  // Ids seen so far, hashed: a million ids in 16 MB.
  const used = new DuplicateTracker({ keepLines: false });
  return {
    file: 'collection-points.csv',
    output: 'collection-points.json',
    columns: COLLECTION_POINT_COLUMNS,
    schema: CollectionPointRecordSchema,
    parallel: true,
    map: mapCollectionPoint,
    uniqueIds: {
      column: 'id',
      claim(id, line, typed) {
        if (used.check([id], line) === null) return null;
        const fixed = `${id}-L${line}`;
        used.check([fixed], line);
        return {
          id: fixed,
          finding: {
            field: 'id',
            code: 'id-duplicate',
            severity: 'warning',
            raw: typed,
            fixed,
            message: `El id "${id}" ya lo usa otra fila distinta; esta fila queda como "${fixed}"`,
          },
        };
      },
    },
  };
}

/**
 * A batch of rows in row order: duplicates (with the earlier line) and the results for the rest.
 * Only what the writing needs is kept of each row, not its cells: a batch waits for its worker
 * while later ones are read, and cells kept that long would outlive the young generation.
 */
interface Batch {
  rows: { line: number; typedId: string; earlier: number | null }[];
  results: Promise<RowResult[]>;
  /** The results are in (always, for a batch mapped on this thread). */
  ready: boolean;
}

const utf8 = new TextDecoder();

async function runDataset<C extends string, R extends { id: string; findings: FieldFinding[]; source: { line: number } }>(
  dataset: Dataset<C, R>,
  rawDir: string,
  ref: Reference,
  effects: PipelineEffects,
  findings: FindingLog,
): Promise<InputSummary> {
  const info: Partial<CsvInfo> = {};
  const duplicates = new DuplicateTracker();
  let duplicateCount = 0;
  const output = await effects.sink.open(dataset.output);
  const writer = new JsonArrayWriter(output);
  const workers = dataset.parallel ? Math.max(0, Math.floor(effects.workers ?? 0)) : 0;
  const pool = workers > 0 ? new RowPool(workers, { rawDir, file: dataset.file }) : null;
  const idColumn = dataset.uniqueIds?.column ?? null;
  const mapHere = (rows: CsvRow<C>[]) => mapRows(rows, dataset.file, dataset.schema, (values, source) => dataset.map(values, source, ref));

  /** Writes a batch's findings and records in row order. */
  const emit = async (batch: Batch) => {
    const results = await batch.results;
    let next = 0;
    for (const row of batch.rows) {
      if (row.earlier !== null) {
        duplicateCount++;
        const pendingFinding = findings.add({
          file: dataset.file,
          line: row.line,
          field: 'fila',
          code: 'duplicate-row',
          severity: 'info',
          raw: null,
          fixed: null,
          message: `Fila idéntica a la de la línea ${row.earlier}; se conserva una sola`,
        });
        if (pendingFinding) await pendingFinding;
        continue;
      }
      const result = results[next++];
      if (result === undefined) throw new Error(`sin resultado para la línea ${row.line}`);
      if ('failure' in result) {
        throw new InputError(`el registro no cumple el esquema tras limpiarlo: ${result.failure.message}`, dataset.file, result.line, result.failure.field);
      }
      let { json, findings: rowFindings } = result;
      const claim = dataset.uniqueIds?.claim(result.id, row.line, row.typedId);
      if (claim) {
        const text = typeof json === 'string' ? json : utf8.decode(json);
        const record = dataset.schema.parse({ ...(JSON.parse(text) as object), id: claim.id, findings: [...rowFindings, claim.finding] });
        json = JSON.stringify(record);
        rowFindings = record.findings;
      }
      for (const finding of rowFindings) {
        const pendingFinding = findings.add({ file: dataset.file, line: row.line, ...finding });
        if (pendingFinding) await pendingFinding;
      }
      const pending = writer.addJson(json);
      if (pending) await pending;
    }
  };

  const inFlight: Batch[] = [];
  let rows: Batch['rows'] = [];
  let fresh: CsvRow<C>[] = [];
  const dispatch = () => {
    // When every worker already has its full share of batches in hand, the main thread maps this
    // one itself instead of waiting for them, idle, before it can write (a million rows with one
    // worker: 32.6 → 28.1 s, average of two interleaved rounds).
    const here = pool === null || pool.backlog() >= IN_FLIGHT_PER_WORKER;
    if (here) {
      const mapped = mapHere(fresh);
      // Behind batches still with a worker, this one waits too: as bytes, like theirs.
      if (pool !== null) encodeBatch(mapped);
      inFlight.push({ rows, results: Promise.resolve(mapped), ready: true });
    } else {
      const batch: Batch = { rows, results: pool.map(fresh), ready: false };
      const settle = () => {
        batch.ready = true;
      };
      batch.results.then(settle, settle);
      inFlight.push(batch);
    }
    rows = [];
    fresh = [];
  };
  let reported = 0;
  try {
    for await (const batch of readCsvBatches(join(rawDir, dataset.file), dataset.file, dataset.columns, info)) {
      for (const row of batch) {
        const earlier = duplicates.check(
          dataset.columns.map((column) => row.values[column]),
          row.line,
        );
        rows.push({ line: row.line, typedId: idColumn === null ? '' : row.values[idColumn], earlier });
        if (earlier === null) fresh.push(row);
      }
      if (effects.progress) {
        for (; reported + PROGRESS_EVERY <= (info.rows ?? 0); reported += PROGRESS_EVERY) effects.progress(dataset.file, reported + PROGRESS_EVERY);
      }
      if (fresh.length < BATCH_ROWS && pool) continue;
      dispatch();
      // With workers, the oldest batch is written once its results are in; until then this thread
      // goes on reading and mapping batches itself (up to a few) instead of waiting idle.
      const limit = pool ? workers * IN_FLIGHT_PER_WORKER : 0;
      while (inFlight.length > limit && (inFlight[0]?.ready === true || inFlight.length > limit + AHEAD_WHILE_WAITING)) {
        await emit(inFlight.shift() as Batch);
      }
    }
    if (rows.length > 0) dispatch();
    for (const batch of inFlight.splice(0)) await emit(batch);
  } finally {
    // Settle what is still in flight (after a failure) so no promise rejects unobserved.
    await Promise.allSettled(inFlight.map((batch) => batch.results));
    await pool?.close();
  }
  const written = await writer.end();
  return {
    file: dataset.file,
    encoding: info.encoding ?? 'utf-8',
    delimiter: info.delimiter ?? ',',
    rows: info.rows ?? 0,
    blankRows: info.blankRows ?? 0,
    records: written,
    duplicates: duplicateCount,
    output: dataset.output,
  };
}

/**
 * Reads every input under `rawDir`, cleans and validates it, and writes the outputs and
 * `report.json` through the sink, streaming: records and findings are written as they are
 * made, so memory does not grow with the input. Throws InputError when an input is unusable
 * as a whole; the caller then aborts the sink so nothing is half-written.
 */
export async function runPipeline(rawDir: string, effects: PipelineEffects): Promise<ReportSummary> {
  const ref = await loadReference(rawDir);
  // Content first: it is small, and a broken content file stops the run before the big inputs.
  const published = new Set<string>();
  const contents: { file: string; data: unknown }[] = [];
  const audioSeconds = new Map<string, number>();
  for (const dataset of CONTENT) {
    const { data, media, audio } = await readContent(rawDir, dataset);
    contents.push({ file: dataset.file, data });
    for (const path of media) published.add(path);
    for (const [path, seconds] of audio) audioSeconds.set(path, seconds);
  }
  const report = await effects.sink.open('report.json');
  const findings = new FindingLog(report, effects.onFinding);
  const inputs: InputSummary[] = [];
  const clean = cleanPoints();
  inputs.push(await runDataset(clean, rawDir, ref, effects, findings));
  inputs.push(await runDataset(collectionPoints(), rawDir, ref, effects, findings));
  const available = new Set(await listMedia(rawDir));
  for (const [image, line] of [...clean.images].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (available.has(`icons/${image}`)) {
      published.add(`icons/${image}`);
      continue;
    }
    await findings.add({
      file: clean.file,
      line,
      field: 'image',
      code: 'image-file-missing',
      severity: 'warning',
      raw: image,
      fixed: null,
      message: `No existe ${MEDIA_DIR}/icons/${image}; el mapa usará el ícono por defecto`,
    });
  }
  for (const path of available) if (!published.has(path)) await findings.add(unusedMedia(path));
  for (const { file, data } of contents) {
    const output = await effects.sink.open(file);
    await output.write(`${JSON.stringify(data, null, 2)}\n`);
  }
  const audioIndex: AudioIndex = { seconds: Object.fromEntries([...audioSeconds].sort(([a], [b]) => (a < b ? -1 : 1))) };
  const audioFile = await effects.sink.open('audio.json');
  await audioFile.write(`${JSON.stringify(AudioIndexSchema.parse(audioIndex), null, 2)}\n`);
  for (const path of [...published].sort()) await effects.sink.copy(`${MEDIA_DIR}/${path}`, join(rawDir, MEDIA_DIR, path));
  const basemap = await effects.sink.open('map/basemap.json');
  await basemap.write(`${JSON.stringify(buildBasemap())}\n`);
  return findings.end(inputs);
}
