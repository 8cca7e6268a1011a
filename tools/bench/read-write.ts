/**
 * The pipeline's reading and writing alone, as a second peer for the pipeline bench: streams a
 * collection-points export through the pipeline's own CSV reader (`readCsvBatches`) and writes
 * each row's cells as a JSON record with its own writer (`JsonArrayWriter`), with no cleaning,
 * no validation and no report. What the pipeline takes beyond this is the cleaning's cost.
 *
 *   node read-write.mjs <collection-points.csv> <output.json>
 */
import { basename, dirname } from 'node:path';
import { readCsvBatches } from '../../pipeline/io/read-csv.ts';
import { createAtomicSink, JsonArrayWriter } from '../../pipeline/io/write.ts';
import { COLLECTION_POINT_COLUMNS } from '../../pipeline/schema/collection-point.ts';

const [csv, target] = process.argv.slice(2);
if (csv === undefined || target === undefined) throw new Error('uso: read-write <csv> <salida.json>');
// Written as the pipeline writes: to a temporary file, renamed into place at the end.
const sink = createAtomicSink(dirname(target));
const writer = new JsonArrayWriter(await sink.open(basename(target)));
for await (const batch of readCsvBatches(csv, 'collection-points.csv', { columns: COLLECTION_POINT_COLUMNS })) {
  for (const row of batch) {
    if (row.kind !== 'row') continue;
    const pending = writer.add(row.values);
    if (pending) await pending;
  }
}
await writer.end();
await sink.commit();
