import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { findNodeAtLocation, type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { parseFile } from 'music-metadata';
import type { z } from 'zod';
import { InputError } from '../errors.ts';
import { type Finding, finding } from '../schema/finding.ts';

/** Where media live in the raw folder, and where they are published in the output. */
export const MEDIA_DIR = 'media';

/** A content file: hand-edited JSON validated by its schema. */
export interface ContentDataset {
  /** Path under the raw folder, e.g. `content/courses.json`. */
  file: string;
  schema: z.ZodType;
}

const MEDIA_VALUE = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|png|jpg|webp|mp3|pdf)$/;

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Every string value in the tree that names a media file, with its line. */
function mediaReferences(node: Node | undefined, text: string, path: (string | number)[] = []): { value: string; line: number; field: string }[] {
  if (!node) return [];
  if (node.type === 'string' && typeof node.value === 'string' && MEDIA_VALUE.test(node.value)) {
    return [{ value: node.value, line: lineOf(text, node.offset), field: path.join('.') }];
  }
  if (node.type === 'object') {
    return (node.children ?? []).flatMap((property) => {
      const [key, value] = property.children ?? [];
      return mediaReferences(value, text, [...path, String(key?.value ?? '')]);
    });
  }
  if (node.type === 'array') return (node.children ?? []).flatMap((child, index) => mediaReferences(child, text, [...path, index]));
  return [];
}

/**
 * How long an MP3 file plays, in seconds to the hundredth, counted over all its frames (an
 * MP3 without a length header is not guessed from its size); null when the file is not an MP3
 * that can be read.
 */
export async function mp3Seconds(path: string): Promise<number | null> {
  try {
    const { format } = await parseFile(path, { duration: true, skipCovers: true });
    const seconds = format.duration;
    if (format.container !== 'MPEG' || !/Layer 3$/.test(format.codec ?? '') || seconds === undefined || !(seconds > 0)) return null;
    return Math.round(seconds * 100) / 100;
  } catch {
    return null;
  }
}

/** A content file read: its data, the media it names, and the length of each MP3 among them. */
export interface Content<T> {
  data: T;
  media: string[];
  /** Seconds by media path, for every MP3 the content names. */
  audio: Map<string, number>;
}

/**
 * Reads and validates one content file. Syntax and schema errors, references to media files
 * that do not exist, and MP3s that cannot be read are fatal: they name the file, the line and
 * the field.
 */
export async function readContent<T>(rawDir: string, dataset: ContentDataset & { schema: z.ZodType<T> }): Promise<Content<T>> {
  const text = await readFile(join(rawDir, dataset.file), 'utf8').catch(() => {
    throw new InputError('no existe el archivo', dataset.file);
  });
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const syntax = errors[0];
  if (syntax || !tree) {
    throw new InputError(`JSON no válido: ${syntax ? printParseErrorCode(syntax.error) : 'vacío'}`, dataset.file, syntax ? lineOf(text, syntax.offset) : 1);
  }
  const parsed = dataset.schema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = (issue?.path ?? []).filter((part): part is string | number => typeof part !== 'symbol');
    // Point at the deepest node that exists (a missing field points at its parent object).
    let node: Node | undefined;
    for (let depth = path.length; depth >= 0 && !node; depth--) node = findNodeAtLocation(tree, path.slice(0, depth));
    throw new InputError(issue?.message ?? 'no cumple el esquema', dataset.file, lineOf(text, node?.offset ?? 0), path.join('.') || null);
  }
  const references = mediaReferences(tree, text);
  const audio = new Map<string, number>();
  for (const reference of references) {
    const path = join(rawDir, MEDIA_DIR, reference.value);
    const exists = await stat(path).then((s) => s.isFile(), () => false);
    if (!exists) {
      throw new InputError(`no existe el archivo ${MEDIA_DIR}/${reference.value}`, dataset.file, reference.line, reference.field);
    }
    if (reference.value.endsWith('.mp3') && !audio.has(reference.value)) {
      const seconds = await mp3Seconds(path);
      if (seconds === null) {
        throw new InputError(`${MEDIA_DIR}/${reference.value} no es un MP3 que se pueda leer`, dataset.file, reference.line, reference.field);
      }
      audio.set(reference.value, seconds);
    }
  }
  return { data: parsed.data, media: references.map((reference) => reference.value), audio };
}

/** All files under the raw media folder, as paths relative to it, sorted. */
export async function listMedia(rawDir: string, dir = ''): Promise<string[]> {
  const entries = await readdir(join(rawDir, MEDIA_DIR, dir), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
        return entry.isDirectory() ? listMedia(rawDir, path) : Promise.resolve([path]);
      }),
  );
  return nested.flat().sort();
}

/** An info finding for a media file no content refers to (it is not published). */
export function unusedMedia(path: string): Finding {
  return { file: `${MEDIA_DIR}/${path}`, line: 0, ...finding('media-unused', { field: 'archivo', raw: path, message: 'Ningún contenido usa este archivo; no se publica' }) };
}
