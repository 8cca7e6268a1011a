import { createHash } from 'node:crypto';
import { InputError, InputErrors } from './errors.ts';
import { join } from 'node:path';
import type { z } from 'zod';
import { CLEAN_POINT_COLUMNS, CleanPointSchema } from './schema/clean-point.ts';
import { COLLECTION_POINT_COLUMNS, type CollectionPointSchema } from './schema/collection-point.ts';
import { type AudioIndex, AudioIndexSchema } from './schema/audio.ts';
import { type FieldFinding, type Finding, finding } from './schema/finding.ts';
import type { InputSummary, ReportSummary } from './schema/report.ts';
import { DuplicateTracker } from './steps/dedupe.ts';
import { cleanPointKey, CollectionPointRecordSchema, mapCleanPoint, mapCollectionPoint } from './steps/points.ts';
import { type CsvInfo, type CsvRow, readCsvBatches } from './steps/read.ts';
import { loadReference, publishedRegions, type Reference } from './steps/reference.ts';
import { PublishedRegionsFileSchema } from './schema/region.ts';
import { FindingLog } from './steps/report.ts';
import { CONTENT } from './content.ts';
import { buildBasemap } from './steps/basemap.ts';
import { contentJsonSchema, schemaFileOf } from './steps/json-schema.ts';
import { listMedia, MEDIA_DIR, readContent, unusedMedia } from './steps/content.ts';
import { JsonArrayWriter, type OutputSink } from './steps/write.ts';

/** What the pipeline may do to the outside world; the CLI passes real ones, tests quiet ones. */
export interface PipelineEffects {
  sink: OutputSink;
  /** Called every `PROGRESS_EVERY` rows of a large input. */
  progress?: (file: string, rows: number) => void;
  /** Called with each finding as it is made (the CLI's --verbose). */
  onFinding?: (finding: Finding) => void;
}

export const PROGRESS_EVERY = 100_000;

type DatasetRecord = { id: string; findings: FieldFinding[]; source: { line: number } };

interface Dataset<C extends string, R extends DatasetRecord> {
  file: string;
  output: string;
  columns: readonly C[];
  schema: z.ZodType<R>;
  /** Turns a row's cells into a record; may depend on earlier rows. */
  map(values: Record<C, string>, source: { file: string; line: number }, ref: Reference): R;
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
    map: mapCollectionPoint,
    uniqueIds: {
      column: 'id',
      claim(id, line, typed) {
        if (used.check([id], line) === null) return null;
        const fixed = `${id}-L${line}`;
        used.check([fixed], line);
        return {
          id: fixed,
          finding: finding('id-duplicate', { field: 'id', raw: typed, fixed, message: `El id "${id}" ya lo usa otra fila distinta; esta fila queda como "${fixed}"` }),
        };
      },
    },
  };
}

/** The record for one row: the mapped record with the reader's findings first, checked against the schema. */
function recordOf<C extends string, R extends DatasetRecord>(dataset: Dataset<C, R>, row: CsvRow<C>, ref: Reference): R {
  const mapped = dataset.map(row.values, { file: dataset.file, line: row.line }, ref);
  const draft = row.findings.length > 0 ? { ...mapped, findings: [...row.findings, ...mapped.findings] } : mapped;
  const parsed = dataset.schema.safeParse(draft);
  if (parsed.success) return parsed.data;
  // A record the cleaning made that breaks its own contract: a defect of the pipeline, named by the row.
  const issue = parsed.error.issues[0];
  throw new InputError(`el registro no cumple el esquema tras limpiarlo: ${issue?.message ?? parsed.error.message}`, dataset.file, row.line, issue?.path.join('.') ?? null);
}

async function runDataset<C extends string, R extends DatasetRecord>(
  dataset: Dataset<C, R>,
  rawDir: string,
  ref: Reference,
  effects: PipelineEffects,
  findings: FindingLog,
): Promise<InputSummary> {
  const info: Partial<CsvInfo> = {};
  const duplicates = new DuplicateTracker();
  let duplicateCount = 0;
  const writer = new JsonArrayWriter(await effects.sink.open(dataset.output));
  const idColumn = dataset.uniqueIds?.column ?? null;
  let reported = 0;
  for await (const batch of readCsvBatches(join(rawDir, dataset.file), dataset.file, dataset.columns, info)) {
    for (const row of batch) {
      for (const item of row.headerFindings ?? []) await findings.add({ file: dataset.file, line: 1, ...item });
      const earlier = duplicates.check(
        dataset.columns.map((column) => row.values[column]),
        row.line,
      );
      if (earlier !== null) {
        duplicateCount++;
        await findings.add({
          file: dataset.file,
          line: row.line,
          ...finding('duplicate-row', { field: 'fila', raw: null, message: `Fila idéntica a la de la línea ${earlier}; se conserva una sola` }),
        });
        continue;
      }
      let record = recordOf(dataset, row, ref);
      const claim = idColumn === null ? null : dataset.uniqueIds?.claim(record.id, row.line, row.values[idColumn]);
      if (claim) record = dataset.schema.parse({ ...record, id: claim.id, findings: [...record.findings, claim.finding] });
      for (const item of record.findings) {
        const pending = findings.add({ file: dataset.file, line: row.line, ...item });
        if (pending) await pending;
      }
      const pending = writer.add(record);
      if (pending) await pending;
    }
    if (effects.progress) {
      for (; reported + PROGRESS_EVERY <= (info.rows ?? 0); reported += PROGRESS_EVERY) effects.progress(dataset.file, reported + PROGRESS_EVERY);
    }
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
  const problems: InputError[] = [];
  for (const dataset of CONTENT) {
    const { content, problems: found } = await readContent(rawDir, dataset);
    problems.push(...found);
    if (!content) continue;
    contents.push({ file: dataset.file, data: content.data });
    for (const path of content.media) published.add(path);
    for (const [path, seconds] of content.audio) audioSeconds.set(path, seconds);
  }
  // Every problem of every content file at once, so one run shows all there is to fix.
  if (problems.length === 1) throw problems[0] as InputError;
  if (problems.length > 1) throw new InputErrors(problems);
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
      ...finding('image-file-missing', { field: 'image', raw: image, message: `No existe ${MEDIA_DIR}/icons/${image}; el mapa usará el ícono por defecto` }),
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
  for (const dataset of CONTENT) {
    const schema = await effects.sink.open(schemaFileOf(dataset));
    await schema.write(`${JSON.stringify(contentJsonSchema(dataset), null, 2)}\n`);
  }
  const regions = await effects.sink.open('regions.json');
  await regions.write(`${JSON.stringify(PublishedRegionsFileSchema.parse(publishedRegions(ref)), null, 2)}\n`);
  const basemap = await effects.sink.open('map/basemap.json');
  await basemap.write(`${JSON.stringify(buildBasemap())}\n`);
  return findings.end(inputs);
}
