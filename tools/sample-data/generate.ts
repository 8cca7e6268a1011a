import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLEAN_POINT_HEADER, buildCleanPoints } from './clean-points.ts';
import { COLLECTION_POINT_HEADER, buildCollectionPoints } from './collection-points.ts';
import { toCsv } from './csv.ts';
import { createRng } from '../../pipeline/test/random.ts';
import { loadReference } from './reference.ts';

/**
 * Writes the sample spreadsheet exports `raw-data/clean-points.csv` and
 * `raw-data/collection-points.csv` from the reference tables, with the defects the real exports
 * have (lost decimal points, comma decimals, swapped or UTM coordinates, spreadsheet errors in
 * contact cells, malformed e-mails, repeated rows…). Seeded, so every run writes the same bytes.
 *
 *   npx tsx tools/sample-data/generate.ts
 */
const CLEAN_POINTS_SEED = 0x5eed_c1ea;
const COLLECTION_POINTS_SEED = 0x5eed_d1e5;

const rootDir = fileURLToPath(new URL('../../', import.meta.url));
const reference = loadReference(rootDir);

const clean = buildCleanPoints(reference, createRng(CLEAN_POINTS_SEED));
writeFileSync(join(rootDir, 'raw-data', 'clean-points.csv'), toCsv(CLEAN_POINT_HEADER, clean.lines));

const collection = buildCollectionPoints(reference, createRng(COLLECTION_POINTS_SEED));
writeFileSync(join(rootDir, 'raw-data', 'collection-points.csv'), toCsv(COLLECTION_POINT_HEADER, collection.lines));

const summary = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .map(([label, value]) => `${label} ${value}`)
    .join(', ');
console.log(`clean-points.csv: ${summary(clean.counts)} | collection-points.csv: ${summary(collection.counts)}`);
