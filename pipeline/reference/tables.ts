import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { InputError } from '../io/input-error.ts';
import { type Comuna, type ComunaAlias, ComunaAliasSchema, ComunaSchema } from '../schema/comuna.ts';
import { type Region, RegionsFileSchema } from '../schema/region.ts';

/**
 * Chile's regions and comunas as raw-data/reference/ holds them, each row checked against its
 * schema; the region and comuna readers (cells/places/) build their lookups over them.
 */
export interface ReferenceTables {
  regions: readonly Region[];
  comunas: readonly Comuna[];
  /** Other names of comunas: spellings and towns (comuna-aliases.csv; empty when the file is absent). */
  aliases: readonly ComunaAlias[];
}

export const REGIONS_FILE = 'reference/regions.json';
export const COMUNAS_FILE = 'reference/comunas.csv';
export const COMUNA_ALIASES_FILE = 'reference/comuna-aliases.csv';

function zodMessage(error: z.ZodError): { path: string; message: string } {
  const issue = error.issues[0];
  return { path: issue ? issue.path.join('.') : '', message: issue ? issue.message : error.message };
}

/** A reference CSV's rows checked against their schema, naming the line of the first bad one. */
async function readTable<T>(rawDir: string, file: string, schema: z.ZodType<T>, required: boolean): Promise<T[]> {
  const text = await readFile(join(rawDir, file), 'utf8').catch(() => null);
  if (text === null) {
    if (required) throw new InputError('no existe el archivo de referencia', file);
    return [];
  }
  let rows: Record<string, string>[];
  try {
    rows = parse(text, { bom: true, columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  } catch (error) {
    throw new InputError(`CSV no válido: ${(error as Error).message}`, file);
  }
  return rows.map((row, index) => {
    const parsed = schema.safeParse(row);
    if (!parsed.success) {
      const { path, message } = zodMessage(parsed.error);
      throw new InputError(message, file, index + 2, path);
    }
    return parsed.data;
  });
}

/** Reads the reference tables (regions, comunas, other names of comunas) from the raw folder. */
export async function loadReferenceTables(rawDir: string): Promise<ReferenceTables> {
  const regionsText = await readFile(join(rawDir, REGIONS_FILE), 'utf8').catch(() => {
    throw new InputError('no existe la tabla de regiones', REGIONS_FILE);
  });
  let regionsJson: unknown;
  try {
    regionsJson = JSON.parse(regionsText);
  } catch (error) {
    throw new InputError(`JSON no válido: ${(error as Error).message}`, REGIONS_FILE);
  }
  const regions = RegionsFileSchema.safeParse(regionsJson);
  if (!regions.success) {
    const { path, message } = zodMessage(regions.error);
    throw new InputError(message, REGIONS_FILE, null, path);
  }
  const comunas = await readTable(rawDir, COMUNAS_FILE, ComunaSchema, true);
  const aliases = await readTable(rawDir, COMUNA_ALIASES_FILE, ComunaAliasSchema, false);
  const names = new Set(comunas.map((comuna) => comuna.name));
  aliases.forEach((alias, index) => {
    if (!names.has(alias.comuna)) throw new InputError(`la comuna "${alias.comuna}" no está en ${COMUNAS_FILE}`, COMUNA_ALIASES_FILE, index + 2, 'comuna');
  });
  return { regions: regions.data, comunas, aliases };
}
