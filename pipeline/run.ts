import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildReference, publishedRegions, type Reference } from './cells/places/places.ts';
import { DuplicateTracker } from './checks/duplicate-rows.ts';
import { DomainTally } from './checks/file-domains.ts';
import { clusterFinding, NearDuplicates } from './checks/near-duplicates.ts';
import { CONTENT } from './content/content-files.ts';
import { contentJsonSchema, schemaFileOf } from './content/json-schema.ts';
import { pictureFindings } from './content/pictures.ts';
import { placeholderFindings } from './content/placeholders.ts';
import { listMedia, MEDIA_DIR, readContent, unusedMedia } from './content/read-content.ts';
import { fixSqueezedText } from './content/svg-text.ts';
import { correctRecord, placeOf } from './corrections/apply.ts';
import { loadCorrections } from './corrections/corrections-file.ts';
import { CorrectionBook } from './corrections/plan.ts';
import { correctionLines, omitLines } from './corrections/suggest.ts';
import { type FieldFinding, type Finding, finding } from './findings/finding.ts';
import { columnLetters, FINDING_CODES } from './findings/finding-codes.ts';
import { InputError, InputErrors } from './io/input-error.ts';
import { inputFile } from './io/input-file.ts';
import type { CsvInfo, CsvRow } from './io/read-csv.ts';
import { createAtomicSink, JsonArrayWriter, type OutputSink } from './io/write.ts';
import { checkedRecord, cleanPoints, collectionPoints, type Dataset, type DatasetRecord } from './points/datasets.ts';
import { exportItems } from './points/read-export.ts';
import { buildBasemap } from './reference/basemap.ts';
import { loadReferenceTables } from './reference/tables.ts';
import { FindingLog } from './report/finding-log.ts';
import { type AudioIndex, AudioIndexSchema } from './schema/audio.ts';
import { OMIT } from './schema/correction.ts';
import { PublishedRegionsFileSchema } from './schema/region.ts';
import type { CorrectionSummary, InputSummary, ReportSummary } from './schema/report.ts';
import type { Source } from './schema/source.ts';

/** What the pipeline may do to the outside world; the CLI passes real ones, tests quiet ones. */
export interface PipelineEffects {
  sink: OutputSink;
  /** Called every `PROGRESS_EVERY` rows of a large input. */
  progress?: (file: string, rows: number) => void;
  /** Called with each finding as it is made (the CLI's --verbose). */
  onFinding?: (finding: Finding) => void;
}

export const PROGRESS_EVERY = 100_000;

/** What a run does with corrections: the book of them and the counts so far. */
interface CorrectionState {
  book: CorrectionBook;
  counts: CorrectionSummary;
}

/** A row's record with its corrections applied (null when a correction omits it), and the findings made elsewhere. */
function correctedRecordOf<C extends string, R extends DatasetRecord>(
  dataset: Dataset<C, R>,
  row: CsvRow<C>,
  ref: Reference,
  corrections: CorrectionState,
  source: Source,
) {
  let record = checkedRecord(dataset, dataset.map(row.values, source, ref), row.line, row.findings);
  const idColumn = dataset.uniqueIds?.column;
  const claim = idColumn === undefined ? null : dataset.uniqueIds?.claim(record.id, row.line, row.values[idColumn]);
  if (claim) record = dataset.schema.parse({ ...record, id: claim.id, findings: [...record.findings, claim.finding] });
  const list = corrections.book.forRecord(dataset.archivo, record.id);
  if (list.length === 0) return { record, elsewhere: [] };
  const { id } = record;
  const result = correctRecord(record, row, list, dataset.file, (values, findings) =>
    checkedRecord(dataset, dataset.reread(values, source, ref, id), row.line, findings),
  );
  for (const key of ['applied', 'rejected', 'stale', 'omitted'] as const) corrections.counts[key] += result.counts[key];
  return result;
}

/** How the rows of one input ended up: every row under the header counted once. */
type RowCounts = Pick<InputSummary, 'rows' | 'records' | 'duplicates' | 'omitted' | 'leftOut' | 'skipped'>;

async function runDataset<C extends string, R extends DatasetRecord>(
  dataset: Dataset<C, R>,
  rawDir: string,
  ref: Reference,
  effects: PipelineEffects,
  findings: FindingLog,
  corrections: CorrectionState,
): Promise<InputSummary> {
  const info: Partial<CsvInfo> = {};
  const duplicates = new DuplicateTracker();
  const counts: RowCounts = { rows: 0, records: 0, duplicates: 0, omitted: 0, leftOut: 0, skipped: 0 };
  const writer = new JsonArrayWriter(await effects.sink.open(dataset.output));
  let reported = 0;
  const domains = new DomainTally();
  const near = new NearDuplicates();
  const columns = [...dataset.columns, ...dataset.optional];
  // In a workbook, a finding also names the sheet and, when it is about one column's cell, the cell (`K12`).
  const at = (line: number, item: FieldFinding): Finding => {
    if (!info.sheet) return { file: dataset.file, line, ...item };
    const letters = info.letters?.[item.field] ?? /^columna (\d+)$/.exec(item.field)?.[1];
    const column = letters === undefined ? null : /^\d+$/.test(letters) ? columnLetters(Number(letters)) : letters;
    return { file: dataset.file, sheet: info.sheet, ...(column === null ? {} : { cell: `${column}${line}` }), line, ...item };
  };
  const sourceOf = (line: number): Source => (info.sheet ? { file: dataset.file, sheet: info.sheet, line } : { file: dataset.file, line });
  for await (const batch of exportItems(dataset, rawDir, ref, info)) {
    for (const item of batch) {
      if (item.kind === 'note') {
        await findings.add(at(item.line, item.finding));
        continue;
      }
      counts.rows += item.kind === 'row' ? 1 : item.rows;
      if (item.kind !== 'row') {
        counts[item.kind === 'skipped' ? 'skipped' : 'leftOut'] += item.rows;
        await findings.add(at(item.line, item.finding));
        continue;
      }
      const row = item;
      const earlier = duplicates.check(
        columns.map((column) => row.values[column]),
        row.line,
      );
      if (earlier !== null) {
        counts.duplicates++;
        await findings.add(at(row.line, finding('duplicate-row', { field: 'fila', raw: null, earlier })));
        continue;
      }
      const { record, elsewhere } = correctedRecordOf(dataset, row, ref, corrections, sourceOf(row.line));
      for (const each of elsewhere) await findings.add(each);
      if (record === null) {
        counts.omitted++;
        continue;
      }
      counts.records++;
      for (const each of record.findings) {
        const located = at(row.line, each);
        if (FINDING_CODES[each.code].kind === 'verify') located.correction = correctionLines(dataset.archivo, record.id, row.values, each);
        const pending = findings.add(located);
        if (pending) await pending;
      }
      if (dataset.emails) {
        for (const address of dataset.emails.of(record)) domains.add({ line: row.line, id: record.id, cell: row.values[dataset.emails.column], address });
      }
      near.add({ line: row.line, id: record.id, name: record.name, address: record.address, comuna: record.comuna, lat: record.lat, lng: record.lng });
      const pending = writer.add(record);
      if (pending) await pending;
    }
    if (effects.progress) {
      for (; reported + PROGRESS_EVERY <= counts.rows; reported += PROGRESS_EVERY) effects.progress(dataset.file, reported + PROGRESS_EVERY);
    }
  }
  const written = await writer.end();
  if (written !== counts.records) throw new Error(`${dataset.file}: ${written} registros escritos y ${counts.records} contados`);
  for (const cluster of near.clusters()) {
    const { line, finding: item } = clusterFinding(cluster.lines);
    const correction = omitLines(dataset.archivo, cluster.ids);
    await findings.add({ ...at(line, item), correction });
  }
  if (dataset.emails) {
    const { column } = dataset.emails;
    for (const { use, finding: item } of domains.findings(column)) {
      await findings.add({ ...at(use.line, item), correction: correctionLines(dataset.archivo, use.id, { [column]: use.cell }, item) });
    }
  }
  return {
    file: dataset.file,
    format: info.format ?? 'csv',
    sheet: info.sheet ?? null,
    encoding: info.encoding ?? null,
    delimiter: info.delimiter ?? null,
    headerLine: info.headerLine ?? 1,
    ...counts,
    output: dataset.output,
  };
}

/** `correction-stale` for each correction whose record no export has. */
async function reportUnreached(corrections: CorrectionState, findings: FindingLog): Promise<void> {
  for (const correction of corrections.book.unreached()) {
    corrections.counts.stale++;
    await findings.add({
      ...placeOf(correction),
      ...finding('correction-stale', {
        field: 'id',
        raw: correction.id,
        what: correction.campo === OMIT ? 'La línea omitir' : `La corrección de ${correction.campo}`,
        archivo: correction.archivo,
        missingId: correction.id,
      }),
    });
  }
}

/**
 * Publishes one media file: as it is, except SVG art with text squeezed over spans, which WebKit
 * draws cut (content/svg-text.ts): that text is rewritten, or reported when it cannot be.
 */
async function publishMedium(rawDir: string, path: string, sink: OutputSink, findings: FindingLog): Promise<void> {
  const source = join(rawDir, MEDIA_DIR, path);
  if (!path.endsWith('.svg')) return sink.copy(`${MEDIA_DIR}/${path}`, source);
  const original = await readFile(source, 'utf8');
  const { svg, squeezed } = await fixSqueezedText(original);
  for (const line of squeezed) {
    const split = line.outcome === 'split';
    await findings.add({
      file: `${MEDIA_DIR}/${path}`,
      line: line.line,
      ...finding(split ? 'svg-text-split' : 'svg-text-squeezed', {
        field: 'text',
        raw: line.text,
      }),
    });
  }
  if (svg === original) return sink.copy(`${MEDIA_DIR}/${path}`, source);
  const output = await sink.open(`${MEDIA_DIR}/${path}`);
  await output.write(svg);
}

/**
 * Reads every input under `rawDir`, cleans and validates it, and writes the outputs and
 * `report.json` through the sink, streaming: records and findings are written as they are
 * made, so memory does not grow with the input. Throws InputError when an input is unusable
 * as a whole; the caller then aborts the sink so nothing is half-written.
 */
export async function runPipeline(rawDir: string, effects: PipelineEffects): Promise<ReportSummary> {
  const ref = buildReference(await loadReferenceTables(rawDir));
  const problems: InputError[] = [];
  // Corrections that cannot be used (a malformed line, a CSV and a workbook of them) are one
  // problem among the run's others: the exports are still read, without them, so one run names all.
  const loaded = await loadCorrections(rawDir).catch((error: unknown) => {
    if (!(error instanceof InputError)) throw error;
    problems.push(error);
    return [];
  });
  const corrections: CorrectionState = { book: new CorrectionBook(loaded), counts: { applied: 0, rejected: 0, stale: 0, omitted: 0 } };
  // Content first: it is small, and a broken content file is named with the exports' problems.
  const published = new Set<string>();
  const contents: { file: string; data: unknown }[] = [];
  const contentPictures: Finding[] = [];
  const audioSeconds = new Map<string, number>();
  for (const dataset of CONTENT) {
    const { content, problems: found } = await readContent(rawDir, dataset);
    problems.push(...found);
    if (!content) continue;
    contents.push({ file: dataset.file, data: content.data });
    for (const path of content.media) published.add(path);
    for (const [path, seconds] of content.audio) audioSeconds.set(path, seconds);
    contentPictures.push(...content.pictures);
  }
  const report = await effects.sink.open('report.json');
  const findings = new FindingLog(report, effects.onFinding);
  // Values only the organisation can give, still pending in the content (a RUT, a mailbox someone reads): a warning in every build until filled in.
  for (const item of await placeholderFindings(
    rawDir,
    contents.map((content) => content.file),
  ))
    await findings.add(item);
  // Content pictures of another shape than their box on the site, or too heavy for a phone's slow network.
  for (const item of contentPictures) await findings.add(item);
  const inputs: InputSummary[] = [];
  const clean = cleanPoints();
  // An export that cannot be read as a whole (no header, a column missing) does not keep the
  // other from being read: the run names every such problem, then stops.
  for (const dataset of [clean, collectionPoints()] as const) {
    try {
      // The export as the maintainer keeps it: a CSV or a workbook, exactly one of them.
      dataset.file = await inputFile(rawDir, dataset.archivo);
      inputs.push(await runDataset(dataset as Dataset<string, DatasetRecord>, rawDir, ref, effects, findings, corrections));
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      problems.push(error);
    }
  }
  if (problems.length === 1) throw problems[0] as InputError;
  if (problems.length > 1) throw new InputErrors(problems);
  await reportUnreached(corrections, findings);
  const available = new Set(await listMedia(rawDir));
  for (const [image, line] of [...clean.images].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (available.has(`icons/${image}`)) {
      published.add(`icons/${image}`);
      const picture = { value: `icons/${image}`, field: 'image', box: 'mapIcon' } as const;
      for (const item of await pictureFindings(clean.file, line, picture, join(rawDir, MEDIA_DIR, 'icons', image))) await findings.add(item);
      continue;
    }
    await findings.add({
      file: clean.file,
      line,
      ...finding('image-file-missing', { field: 'image', raw: image, path: `${MEDIA_DIR}/icons/${image}` }),
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
  for (const path of [...published].sort()) await publishMedium(rawDir, path, effects.sink, findings);
  for (const dataset of CONTENT) {
    const schema = await effects.sink.open(schemaFileOf(dataset));
    await schema.write(`${JSON.stringify(contentJsonSchema(dataset), null, 2)}\n`);
  }
  const regions = await effects.sink.open('regions.json');
  await regions.write(`${JSON.stringify(PublishedRegionsFileSchema.parse(publishedRegions(ref)), null, 2)}\n`);
  const basemap = await effects.sink.open('map/basemap.json');
  await basemap.write(`${JSON.stringify(buildBasemap())}\n`);
  return findings.end(inputs, corrections.counts);
}

/** Error findings kept to show when --strict refuses to write. */
const STRICT_SHOWN = 50;

/**
 * Runs the pipeline into `outDir` atomically: the outputs appear only when the run succeeds and,
 * with `strict`, only when it has no error findings; otherwise the sink is aborted and the
 * output folder stays exactly as it was.
 */
export async function buildInto(
  rawDir: string,
  outDir: string,
  options: { strict?: boolean; onFinding?: (finding: Finding) => void; progress?: (file: string, rows: number) => void } = {},
): Promise<{ report: ReportSummary; files: string[]; errors: Finding[] }> {
  const sink = createAtomicSink(outDir);
  const errors: Finding[] = [];
  try {
    const effects: PipelineEffects = {
      sink,
      onFinding: (finding) => {
        options.onFinding?.(finding);
        if (finding.severity === 'error' && errors.length < STRICT_SHOWN) errors.push(finding);
      },
    };
    if (options.progress) effects.progress = options.progress;
    const report = await runPipeline(rawDir, effects);
    if (options.strict && (report.counts.bySeverity.error ?? 0) > 0) {
      await sink.abort();
      return { report, files: [], errors };
    }
    return { report, files: await sink.commit(), errors };
  } catch (error) {
    await sink.abort();
    throw error;
  }
}
