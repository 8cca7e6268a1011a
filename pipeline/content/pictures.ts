import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { imageSizeFromFile } from 'image-size/fromFile';
import { z } from 'zod';
import { type Finding, finding } from '../findings/finding.ts';
import { pictureBoxes } from '../schema/content/common.ts';
import { PICTURE_BOXES, type PictureBox, SLOW_4G_BYTES_PER_SECOND } from '../schema/content/picture-boxes.ts';

/**
 * Content pictures against the box the site shows them in (schema/content/picture-boxes.ts), as
 * a family's phone meets them. Another shape: the page holds the box's shape until the file
 * arrives, so a taller or wider file moves everything below it (and the diploma, drawn on a
 * canvas of the box's size, comes out stretched). Too heavy: it takes over a second to arrive on
 * the slow mobile network the site is measured on. Flagged, never changed: cropping, padding or
 * recompressing someone's picture is a choice for a person.
 */

const gzipped = promisify(gzip);

/** A picture field of a content file, where it is, and the box the site shows it in. */
export interface PlacedPicture {
  /** Path under raw-data/media, e.g. `hero/teleton.svg`. */
  value: string;
  /** Where it is in the content file, e.g. `hero.image`. */
  field: string;
  box: PictureBox;
}

/** Shapes closer than this (1 %) are the same: a pixel of rounding in a 400 px picture. */
const SAME_SHAPE = 0.01;

/**
 * Every picture field of `data` that `schema` shows in a box (`pictureIn`), with its path. `data`
 * has passed `schema`; the walk follows the schema's objects, arrays, optional values and unions
 * (the option the value matches).
 */
export function placedPictures(schema: z.ZodType, data: unknown, path: readonly (string | number)[] = []): PlacedPicture[] {
  const placed = pictureBoxes.get(schema);
  if (placed) return typeof data === 'string' ? [{ value: data, field: path.join('.'), box: placed.box }] : [];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return data === undefined || data === null ? [] : placedPictures(schema.unwrap() as z.ZodType, data, path);
  }
  if (schema instanceof z.ZodObject) {
    if (typeof data !== 'object' || data === null) return [];
    const record = data as Record<string, unknown>;
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      key in record ? placedPictures(field, record[key], [...path, key]) : [],
    );
  }
  if (schema instanceof z.ZodArray) {
    return Array.isArray(data) ? data.flatMap((item, index) => placedPictures(schema.element as z.ZodType, item, [...path, index])) : [];
  }
  if (schema instanceof z.ZodUnion) {
    const option = (schema.options as readonly z.ZodType[]).find((candidate) => candidate.safeParse(data).success);
    return option ? placedPictures(option, data, path) : [];
  }
  return [];
}

/** The width and height a browser draws a picture file at (a photo's EXIF rotation applied), or null when its size cannot be read. */
export async function drawnSize(file: string): Promise<{ width: number; height: number } | null> {
  try {
    const size = await imageSizeFromFile(file);
    if (!(size.width > 0 && size.height > 0)) return null;
    // EXIF orientations 5 to 8 turn the picture a quarter: browsers show it turned (image-orientation: from-image).
    return (size.orientation ?? 1) >= 5 ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
  } catch {
    return null;
  }
}

/** The bytes a picture costs on the network: an SVG travels compressed (gzip here; the site's brotli copy is a little smaller), other pictures as they are. */
export async function wireBytes(file: string): Promise<number | null> {
  try {
    const bytes = await readFile(file);
    return file.endsWith('.svg') ? (await gzipped(bytes)).length : bytes.length;
  } catch {
    return null;
  }
}

/** `1,4` for 1.38: seconds or megabytes as a Chilean reader writes them, one decimal. */
const decimal = (value: number) => value.toLocaleString('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * What is wrong with one picture of a content file, as findings at its line and field: a file of
 * another shape than its box, one whose size cannot be read (an SVG without width, height or
 * viewBox, a damaged file), one over a second's download on the slow mobile network. None when it fits.
 */
export async function pictureFindings(file: string, line: number, picture: PlacedPicture, path: string): Promise<Finding[]> {
  const box = PICTURE_BOXES[picture.box];
  const facts = { field: picture.field, raw: picture.value, box: `${box.width}×${box.height}` };
  const found: Finding[] = [];
  const size = await drawnSize(path);
  if (!size) found.push({ file, line, ...finding('picture-size-unknown', facts) });
  else if (Math.abs(size.width / size.height / (box.width / box.height) - 1) > SAME_SHAPE) {
    const effect = picture.box === 'diploma' ? 'el diploma descargado sale estirado' : 'al llegar, la página se mueve o la imagen se deforma';
    found.push({ file, line, ...finding('picture-shape', { ...facts, size: `${size.width}×${size.height}`, effect }) });
  }
  const bytes = await wireBytes(path);
  if (bytes !== null && bytes > SLOW_4G_BYTES_PER_SECOND) {
    const weight = bytes >= 1024 * 1024 ? `${decimal(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
    found.push({ file, line, ...finding('picture-heavy', { ...facts, weight, seconds: decimal(bytes / SLOW_4G_BYTES_PER_SECOND) }) });
  }
  return found;
}
