/** Writing files under `raw-data/media/` with the size limits each kind must respect. */
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Upper bounds in bytes, checked on every file the generator writes. */
export const LIMITS: Readonly<Record<string, number>> = { svg: 6 * 1024, pdf: 8 * 1024, mp3: 200 * 1024 };

export function extensionOf(file: string): string {
  return file.slice(file.lastIndexOf('.') + 1);
}

export function checkSize(file: string, bytes: number): void {
  const limit = LIMITS[extensionOf(file)];
  if (limit !== undefined && bytes > limit) {
    throw new Error(`${file}: ${bytes} bytes, más que el límite de ${limit} bytes`);
  }
}

/** Writes `content` to `root/file` (creating folders) unless the bytes there are already the same. */
export function writeMedia(root: string, file: string, content: string | Uint8Array): 'escrito' | 'igual' {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  checkSize(file, bytes.length);
  const target = join(root, file);
  if (existsSync(target) && readFileSync(target).equals(bytes)) return 'igual';
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, bytes);
  return 'escrito';
}
