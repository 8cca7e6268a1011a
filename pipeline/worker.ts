import { parentPort, workerData } from 'node:worker_threads';
import { CollectionPointRecordSchema, mapCollectionPoint } from './steps/points.ts';
import { loadReference } from './steps/reference.ts';
import type { CsvRow } from './steps/read.ts';
import { encodeBatch, mapRows } from './steps/rows.ts';
import type { COLLECTION_POINT_COLUMNS } from './schema/collection-point.ts';

/**
 * A worker thread of the pipeline: maps and validates batches of collection-point rows sent
 * by the main thread, which keeps reading, de-duplicating and writing in order.
 */
type Column = (typeof COLLECTION_POINT_COLUMNS)[number];
const { rawDir, file } = workerData as { rawDir: string; file: string };
const ref = await loadReference(rawDir);
parentPort?.on('message', ({ id, rows }: { id: number; rows: CsvRow<Column>[] }) => {
  const results = mapRows(rows, file, CollectionPointRecordSchema, (values, source) => mapCollectionPoint(values, source, ref));
  const buffer = encodeBatch(results);
  parentPort?.postMessage({ id, results }, [buffer]);
});
