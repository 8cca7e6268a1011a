import { imageSizeFromFile } from 'image-size/fromFile';
import { z } from 'zod';
import { type Finding, finding } from '../findings/finding.ts';
import { pictureBoxes } from '../schema/content/common.ts';
import { PICTURE_BOXES, type PictureBox } from '../schema/content/picture-boxes.ts';

/**
 * Content pictures whose file has another shape than the box the site shows them in
 * (schema/content/picture-boxes.ts). The page holds the box's shape before the file arrives; a
 * taller or wider file then moves everything below it on a phone's slow network, and the diploma,
 * drawn on a canvas of the box's size, comes out stretched. Flagged, never changed: cropping or
 * padding someone's picture is a choice for a person.
 */

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

/**
 * The finding for one picture of a content file when its file's shape is not its box's, or when
 * its size cannot be read (an SVG without width, height or viewBox, a damaged file); null when it fits.
 */
export async function pictureShapeFinding(file: string, line: number, picture: PlacedPicture, path: string): Promise<Finding | null> {
  const box = PICTURE_BOXES[picture.box];
  const size = await drawnSize(path);
  const facts = { field: picture.field, raw: picture.value, box: `${box.width}×${box.height}` };
  if (!size) return { file, line, ...finding('picture-size-unknown', facts) };
  if (Math.abs(size.width / size.height / (box.width / box.height) - 1) <= SAME_SHAPE) return null;
  const effect = picture.box === 'diploma' ? 'el diploma descargado sale estirado' : 'al llegar, la página se mueve o la imagen se deforma';
  return { file, line, ...finding('picture-shape', { ...facts, size: `${size.width}×${size.height}`, effect }) };
}
