import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRng } from '../../pipeline/fixtures/random.ts';
import { buildCleanPoints, CLEAN_POINT_HEADER } from './clean-points.ts';
import { buildCollectionPoints, COLLECTION_POINT_HEADER } from './collection-points.ts';
import { toCsv } from './csv.ts';
import { loadReference } from './reference.ts';

/**
 * Writes the sample spreadsheet exports `clean-points.csv` and `collection-points.csv` from the
 * reference tables, with the defects the real exports have (lost decimal points, comma decimals,
 * swapped or UTM coordinates, spreadsheet errors in contact cells, malformed e-mails, repeated
 * rows…). Seeded, so every run writes the same bytes.
 *
 *   npm run sample-data -- [--out DIR] [--force]
 *
 * It writes into raw-data/ (or DIR), the very files a maintainer replaces with the real exports:
 * a file that is there and says something else is never replaced without --force; the run
 * names the files it would replace and exits 1, writing nothing. Files are written whole
 * (a temporary file renamed into place).
 */
const CLEAN_POINTS_SEED = 0x5eed_c1ea;
const COLLECTION_POINTS_SEED = 0x5eed_d1e5;

const rootDir = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string', default: join(rootDir, 'raw-data') }, force: { type: 'boolean', default: false } } });
const outDir = resolve(values.out);
const reference = loadReference(rootDir);

const clean = buildCleanPoints(reference, createRng(CLEAN_POINTS_SEED));
const collection = buildCollectionPoints(reference, createRng(COLLECTION_POINTS_SEED));
const files = new Map([
  [join(outDir, 'clean-points.csv'), toCsv(CLEAN_POINT_HEADER, clean.lines)],
  [join(outDir, 'collection-points.csv'), toCsv(COLLECTION_POINT_HEADER, collection.lines)],
]);

const shown = (path: string) => relative(process.cwd(), path) || path;
const differing = [...files].filter(([path, text]) => existsSync(path) && readFileSync(path, 'utf8') !== text).map(([path]) => path);
if (differing.length > 0 && !values.force) {
  console.error(`No se escribió nada: estos archivos existen y son distintos de los de muestra (¿exportaciones reales?):`);
  for (const path of differing) console.error(`  ${shown(path)}`);
  console.error('Para reemplazarlos por los datos de muestra: npm run sample-data -- --force (o elija otra carpeta con --out).');
  process.exit(1);
}
for (const [path, text] of files) {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
  writeFileSync(`${path}.tmp-${process.pid}`, text);
  renameSync(`${path}.tmp-${process.pid}`, path);
}

const summary = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .map(([label, value]) => `${label} ${value}`)
    .join(', ');
console.log(`clean-points.csv: ${summary(clean.counts)} | collection-points.csv: ${summary(collection.counts)}`);
if (differing.length > 0) console.log(`Reemplazados (--force): ${differing.map(shown).join(', ')}`);
