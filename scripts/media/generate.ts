/**
 * Writes the sample media under `raw-data/media/`: SVG illustrations, PDF documents and MP3
 * narrations, all clearly marked as samples. Deterministic: two runs write the same bytes.
 *
 *   npx tsx scripts/media/generate.ts              # everything
 *   npx tsx scripts/media/generate.ts --force      # also re-encode MP3s the manifest says are current
 *   npx tsx scripts/media/generate.ts --sin-audio  # only SVG and PDF
 *   npx tsx scripts/media/generate.ts --textos     # print what each MP3 says, and exit
 */
import { readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST, buildAudio } from './audio.ts';
import { buildCatalog } from './catalog.ts';
import { narrations } from './stories.ts';
import { writeMedia } from './write.ts';

const args = new Set(process.argv.slice(2));
const known = new Set(['--force', '--sin-audio', '--textos']);
for (const arg of args) {
  if (!known.has(arg)) {
    console.error(`Opción desconocida: ${arg} (opciones: ${[...known].join(', ')})`);
    process.exit(2);
  }
}

const rootDir = fileURLToPath(new URL('../../', import.meta.url));
const mediaDir = join(rootDir, 'raw-data', 'media');

if (args.has('--textos')) {
  for (const n of narrations()) console.log(`${n.file} [${n.voice}, ${n.speed} ppm, tono ${n.pitch}]\n  ${n.text}\n`);
  process.exit(0);
}

const catalog = buildCatalog();
let written = 0;
const errors: string[] = [];
for (const file of catalog) {
  try {
    if (writeMedia(mediaDir, file.path, file.content) === 'escrito') written++;
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
  }
}
if (errors.length > 0) {
  for (const message of errors) console.error(`error: ${message}`);
  process.exit(1);
}
console.log(`SVG y PDF: ${catalog.length} archivos (${written} escritos, ${catalog.length - written} sin cambios)`);

if (!args.has('--sin-audio')) {
  const report = buildAudio(mediaDir, narrations(), args.has('--force'));
  for (const line of report.encoded) console.log(`  audio: ${line}`);
  console.log(`MP3: ${report.encoded.length + report.skipped.length} archivos (${report.encoded.length} codificados, ${report.skipped.length} al día según el manifiesto)`);
}

// Files in the folder that the generator does not write (left over from renames, or added by
// hand) are listed, never deleted.
const expected = new Set([...catalog.map((f) => f.path), ...narrations().map((n) => n.file), MANIFEST]);
const extra = readdirSync(mediaDir, { recursive: true, encoding: 'utf8' })
  .map((entry) => entry.split(sep).join('/'))
  .filter((entry) => statSync(join(mediaDir, entry)).isFile() && !expected.has(entry))
  .sort();
if (extra.length > 0) console.warn(`Aviso: archivos en raw-data/media que el generador no escribe: ${extra.join(', ')}`);
