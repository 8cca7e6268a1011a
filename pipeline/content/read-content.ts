import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Node, type ParseError, parseTree } from 'jsonc-parser';
import { parseFile } from 'music-metadata';
import type { z } from 'zod';
import { type Finding, finding } from '../findings/finding.ts';
import { InputError } from '../io/input-error.ts';
import { contentErrorMap, schemaProblems, syntaxProblem } from './content-problems.ts';
import { pictureFindings, placedPictures } from './pictures.ts';

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
  /** Its pictures whose file has another shape than the box the site shows them in, an unreadable size, or too many bytes for a slow network. */
  pictures: Finding[];
}

/** The key that points an editor at the file's JSON Schema; not part of the data. */
export const SCHEMA_KEY = '$schema';

/** A content file's parsed JSON without the editor's schema pointer, which is the maintainer's, not the content's. */
export function withoutSchemaKey(json: unknown): unknown {
  return json !== null && typeof json === 'object' && !Array.isArray(json)
    ? Object.fromEntries(Object.entries(json).filter(([key]) => key !== SCHEMA_KEY))
    : json;
}

/**
 * Reads and validates one content file. Every problem is returned, not only the first: the
 * first JSON syntax error (explained), every schema problem, references to media files that do
 * not exist and MP3s that cannot be read, each with the file, line, column and field; and, as
 * findings, its pictures whose file does not suit their box on the site (content/pictures.ts).
 */
export async function readContent<T>(
  rawDir: string,
  dataset: ContentDataset & { schema: z.ZodType<T> },
): Promise<{ content: Content<T> | null; problems: InputError[] }> {
  const text = await readFile(join(rawDir, dataset.file), 'utf8').catch(() => null);
  if (text === null) return { content: null, problems: [new InputError('no existe el archivo', dataset.file)] };
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const syntax = errors[0];
  if (syntax) return { content: null, problems: [syntaxProblem(dataset.file, text, syntax)] };
  if (!tree) return { content: null, problems: [new InputError('JSON no válido: el archivo está vacío', dataset.file, 1, null, 1)] };
  const data = withoutSchemaKey(JSON.parse(text));
  const parsed = dataset.schema.safeParse(data, { error: contentErrorMap(dataset.schema), reportInput: true });
  if (!parsed.success) return { content: null, problems: schemaProblems(dataset.file, text, tree, parsed.error.issues) };
  const references = mediaReferences(tree, text);
  const audio = new Map<string, number>();
  const problems: InputError[] = [];
  for (const reference of references) {
    const path = join(rawDir, MEDIA_DIR, reference.value);
    const exists = await stat(path).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!exists) {
      problems.push(new InputError(`no existe el archivo ${MEDIA_DIR}/${reference.value}`, dataset.file, reference.line, reference.field));
      continue;
    }
    if (reference.value.endsWith('.mp3') && !audio.has(reference.value)) {
      const seconds = await mp3Seconds(path);
      if (seconds === null) {
        problems.push(new InputError(`${MEDIA_DIR}/${reference.value} no es un MP3 que se pueda leer`, dataset.file, reference.line, reference.field));
        continue;
      }
      audio.set(reference.value, seconds);
    }
  }
  if (problems.length > 0) return { content: null, problems };
  const lines = new Map(references.map((reference) => [reference.field, reference.line]));
  const pictures: Finding[] = [];
  for (const picture of placedPictures(dataset.schema, parsed.data)) {
    pictures.push(...(await pictureFindings(dataset.file, lines.get(picture.field) ?? 0, picture, join(rawDir, MEDIA_DIR, picture.value))));
  }
  return { content: { data: parsed.data, media: references.map((reference) => reference.value), audio, pictures }, problems };
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
  return { file: `${MEDIA_DIR}/${path}`, line: 0, ...finding('media-unused', { field: 'archivo', raw: path }) };
}
