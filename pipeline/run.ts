import { createHash } from 'node:crypto';
import { InputError } from './errors.ts';
import { join } from 'node:path';
import type { z } from 'zod';
import { CLEAN_POINT_COLUMNS, CleanPointSchema } from './schema/clean-point.ts';
import { COLLECTION_POINT_COLUMNS, CollectionPointSchema } from './schema/collection-point.ts';
import type { FieldFinding, Finding } from './schema/finding.ts';
import type { InputSummary, ReportSummary } from './schema/report.ts';
import { DuplicateTracker } from './steps/dedupe.ts';
import { cleanPointKey, mapCleanPoint, mapCollectionPoint } from './steps/points.ts';
import { type CsvInfo, readCsv } from './steps/read.ts';
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
}

export const PROGRESS_EVERY = 100_000;

interface Dataset<C extends string, R extends { findings: FieldFinding[]; source: { line: number } }> {
  file: string;
  output: string;
  columns: readonly C[];
  schema: z.ZodType<R>;
  /** Turns the cleaned rows into records; may rewrite ids, adding findings. */
  map(values: Record<C, string>, source: { file: string; line: number }, ref: Reference): R;
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
  // Ids seen so far, hashed: a million ids in a few tens of MB.
  const used = new DuplicateTracker();
  return {
    file: 'collection-points.csv',
    output: 'collection-points.json',
    columns: COLLECTION_POINT_COLUMNS,
    schema: CollectionPointSchema,
    map(values, source, ref) {
      const point = mapCollectionPoint(values, source, ref);
      if (used.check([point.id], source.line) !== null) {
        const fixed = `${point.id}-L${source.line}`;
        point.findings.push({
          field: 'id',
          code: 'id-duplicate',
          severity: 'warning',
          raw: values.id,
          fixed,
          message: `El id "${point.id}" ya lo usa otra fila distinta; esta fila queda como "${fixed}"`,
        });
        point.id = fixed;
        used.check([fixed], source.line);
      }
      return point;
    },
  };
}

async function runDataset<C extends string, R extends { findings: FieldFinding[]; source: { line: number } }>(
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
  for await (const { line, values } of readCsv(join(rawDir, dataset.file), dataset.file, dataset.columns, info)) {
    if (effects.progress && (info.rows ?? 0) % PROGRESS_EVERY === 0) effects.progress(dataset.file, info.rows ?? 0);
    const earlier = duplicates.check(
      dataset.columns.map((column) => values[column]),
      line,
    );
    if (earlier !== null) {
      duplicateCount++;
      const pendingFinding = findings.add({
        file: dataset.file,
        line,
        field: 'fila',
        code: 'duplicate-row',
        severity: 'info',
        raw: null,
        fixed: null,
        message: `Fila idéntica a la de la línea ${earlier}; se conserva una sola`,
      });
      if (pendingFinding) await pendingFinding;
      continue;
    }
    const parsed = dataset.schema.safeParse(dataset.map(values, { file: dataset.file, line }, ref));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InputError(
        `el registro no cumple el esquema tras limpiarlo: ${issue?.message ?? parsed.error.message}`,
        dataset.file,
        line,
        issue?.path.join('.') ?? null,
      );
    }
    for (const finding of parsed.data.findings) {
      const pendingFinding = findings.add({ file: dataset.file, line, ...finding });
      if (pendingFinding) await pendingFinding;
    }
    const pending = writer.add(parsed.data);
    if (pending) await pending;
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
  for (const dataset of CONTENT) {
    const { data, media } = await readContent(rawDir, dataset);
    contents.push({ file: dataset.file, data });
    for (const path of media) published.add(path);
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
  for (const path of [...published].sort()) await effects.sink.copy(`${MEDIA_DIR}/${path}`, join(rawDir, MEDIA_DIR, path));
  const basemap = await effects.sink.open('map/basemap.json');
  await basemap.write(`${JSON.stringify(buildBasemap())}\n`);
  return findings.end(inputs);
}
