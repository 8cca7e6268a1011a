import { join } from 'node:path';
import type { Reference } from '../cells/places/places.ts';
import { type CsvInfo, type CsvItem, readCsvBatches } from '../io/read-csv.ts';
import { layoutOf } from './datasets.ts';
import { notAPoint } from './line-kinds.ts';

/**
 * Reads one export as the pipeline publishes it: the reader's items (read-csv.ts), with every row
 * that is not a point (a total, a title, a description, a row with nothing of a point) turned into
 * a skipped line. The rows it hands on are the ones the mapper makes records of.
 */
export async function* exportItems<C extends string>(
  dataset: { file: string; columns: readonly C[]; optional: readonly C[] },
  rawDir: string,
  ref: Reference,
  info: Partial<CsvInfo> = {},
): AsyncGenerator<CsvItem<C>[]> {
  let points = 0;
  for await (const batch of readCsvBatches(join(rawDir, dataset.file), dataset.file, layoutOf(dataset, ref), info)) {
    yield batch.map((item) => {
      if (item.kind !== 'row') return item;
      const reason = notAPoint(item.values, item.cells, ref, points === 0);
      if (reason === null) {
        points++;
        return item;
      }
      return { kind: 'skipped', line: item.line, rows: 1, finding: reason };
    });
  }
}
