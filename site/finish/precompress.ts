import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { finishingStep } from './files.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images, audio and PDFs are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest', '.map']);

/** Below this a compressed copy saves too little to matter (and often nothing). */
export const MIN_BYTES = 1024;

/** The two encodings, at their highest settings: the work is done once, at build time. */
export const ENCODINGS = {
  br: (data: Buffer) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  // Node writes a gzip header with no file name and a zero time, so the bytes are the same every build.
  gz: (data: Buffer) => gz(data, { level: constants.Z_BEST_COMPRESSION }),
} as const;

export interface PrecompressSummary {
  /** Files considered (compressible type, at least MIN_BYTES). */
  files: number;
  /** Copies written, per encoding. */
  written: Record<keyof typeof ENCODINGS, number>;
  /** Bytes of the originals and of the best copy of each (the original where none was written). */
  bytes: { original: number; best: number };
}

/** Every file under `dir`, sorted, as paths relative to it. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** True for a file the build should precompress, by name and size. */
export function isCompressible(path: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.has(extname(path).toLowerCase());
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of a built site, each only where it
 * is smaller than the file itself (a copy left by an earlier run that no longer saves is
 * removed). The same site gives the same bytes.
 */
export async function precompress(dir: string, concurrency = 4): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, written: { br: 0, gz: 0 }, bytes: { original: 0, best: 0 } };
  const queue = await listFiles(dir);
  const work = async (file: string) => {
    const data = await readFile(file);
    if (!isCompressible(file, data.length)) return;
    summary.files++;
    summary.bytes.original += data.length;
    let best = data.length;
    for (const [suffix, encode] of Object.entries(ENCODINGS)) {
      const copy = `${file}.${suffix}`;
      const compressed = await encode(data);
      if (compressed.length < data.length) {
        await writeFile(copy, compressed);
        summary.written[suffix as keyof typeof ENCODINGS]++;
        best = Math.min(best, compressed.length);
      } else {
        await rm(copy, { force: true });
      }
    }
    summary.bytes.best += best;
  };
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < queue.length; index = next++) await work(queue[index] as string);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summary;
}

const mb = (n: number) => (n / 1024 / 1024).toFixed(2);

/**
 * Writes a brotli and a gzip copy beside each text file of the built site, which the local server
 * (server/serve.ts) sends to clients that accept them. The last finishing step: it must see the
 * files as they ship.
 */
export const precompressedCopies = () =>
  finishingStep('precompress', async ({ dir }) => {
    const summary = await precompress(dir);
    return `${summary.files} archivos, ${summary.written.br} .br y ${summary.written.gz} .gz (${mb(summary.bytes.original)} MB → ${mb(summary.bytes.best)} MB)`;
  });
